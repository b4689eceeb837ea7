"""Small immutable values made fast: what the finder's start-up can afford.

:func:`value_type` gives a tuple subclass with named fields, as
:func:`collections.namedtuple` does (indexing, unpacking, equality, hashing, ``_replace``,
``_asdict``, pickling), but built without compiling source code: a named tuple costs
~0.1-0.4 ms to define, and a plain find defines a dozen value types before it answers.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from operator import itemgetter

__all__ = ["value_type"]


def value_type(name: str, fields: Iterable[str], defaults: Iterable[object] = ()) -> type:
    """A tuple type named ``name`` whose items are ``fields``, the last ones defaulting to
    ``defaults`` (as :func:`collections.namedtuple`'s ``defaults``); subclass it to add
    methods, with ``__slots__ = ()``."""
    fields = tuple(fields)
    defaults = tuple(defaults)
    default_of = dict(zip(fields[len(fields) - len(defaults):], defaults))

    def __new__(cls, *args: object, **kwargs: object):  # noqa: N807
        if kwargs or len(args) != len(fields):
            args = _values(name, fields, default_of, args, kwargs)
        return tuple.__new__(cls, args)

    def __repr__(self) -> str:  # noqa: N807
        shown = ", ".join(f"{field}={value!r}" for field, value in zip(fields, self))
        return f"{type(self).__name__}({shown})"

    def _replace(self, **changes: object):
        return type(self)(**{**self._asdict(), **changes})

    def _asdict(self) -> dict[str, object]:
        return dict(zip(fields, self))

    def __getnewargs__(self) -> tuple:  # noqa: N807
        return tuple(self)

    namespace: dict[str, object] = {
        "__slots__": (), "__new__": __new__, "__repr__": __repr__, "_replace": _replace, "_asdict": _asdict,
        "__getnewargs__": __getnewargs__, "_fields": fields, "_field_defaults": default_of,
        "__module__": sys._getframe(1).f_globals.get("__name__", __name__),
    }
    namespace.update((field, property(itemgetter(i), doc=f"Field {i}: {field}.")) for i, field in enumerate(fields))
    return type(name, (tuple,), namespace)


def _values(
    name: str, fields: tuple[str, ...], default_of: dict[str, object], args: tuple, kwargs: dict[str, object]
) -> tuple:
    """The items of a value of the type ``name`` given ``args`` and ``kwargs``: the fields
    not given positionally by keyword, else by default; a TypeError names what is wrong."""
    if len(args) > len(fields):
        raise TypeError(f"{name} takes {len(fields)} fields, not {len(args)}")
    values, kwargs = list(args), dict(kwargs)
    for field in fields[len(args):]:
        if field in kwargs:
            values.append(kwargs.pop(field))
        elif field in default_of:
            values.append(default_of[field])
        else:
            raise TypeError(f"{name}: no value for {field!r}")
    if kwargs:
        raise TypeError(f"{name}: {sorted(kwargs)} given twice or not fields")
    return tuple(values)
