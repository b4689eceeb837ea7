"""What this machine lends wordfinder: the cores a process may run on, counted one way for
the server's suggest processes and for the default of ``--jobs``."""

from __future__ import annotations

import os

__all__ = ["cores"]


def cores() -> int:
    """The cores this process may run on (its CPU affinity, where the system tells it)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        return os.cpu_count() or 1
