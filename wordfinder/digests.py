"""Short SHA-256 names: of a pair of word lists, of an answer model, of a cache entry.

CPython's own SHA-256, not hashlib's: hashlib first loads OpenSSL, about 4 ms of a
command's start-up.
"""

from __future__ import annotations

try:
    from _sha256 import sha256  # Python 3.11
except ImportError:  # pragma: no cover - the module was renamed in 3.12; hashlib elsewhere
    try:
        from _sha2 import sha256
    except ImportError:
        from hashlib import sha256

__all__ = ["short_digest"]

LENGTH = 20  # hex digits kept: 80 bits, more than any number of lists or models will collide in


def short_digest(data: bytes) -> str:
    """The first :data:`LENGTH` hex digits of the SHA-256 of ``data``."""
    return sha256(data).hexdigest()[:LENGTH]
