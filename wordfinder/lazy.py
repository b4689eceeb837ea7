"""Public names imported from their module on first use, so that start-up pays only for
what a command needs."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

__all__ = ["exports"]


def exports(package: str, home: dict[str, str]) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """A module ``__getattr__`` and ``__dir__`` for ``package`` that import each public name
    from its module (``home[name]``, relative to the package) the first time it is asked for."""
    namespace = vars(import_module(package))

    def __getattr__(name: str) -> object:
        if name not in home:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f".{home[name]}", package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(home))

    return __getattr__, __dir__
