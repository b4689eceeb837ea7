"""value_type: named tuples made without compiling code, behaving as collections.namedtuple's."""

from __future__ import annotations

import pickle
from collections import namedtuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordfinder.values import value_type

Point = value_type("Point", ["x", "y", "z"], defaults=(0,))
Twin = namedtuple("Twin", ["x", "y", "z"], defaults=(0,))


@given(st.integers(), st.integers(), st.one_of(st.none(), st.integers()))
def test_it_behaves_as_a_named_tuple(x, y, z):
    """Positional, keyword and default fields, indexing, equality, _replace and _asdict agree."""
    args = (x, y) if z is None else (x, y, z)
    ours, theirs = Point(*args), Twin(*args)
    assert tuple(ours) == tuple(theirs) and (ours.x, ours.y, ours.z) == (theirs.x, theirs.y, theirs.z)
    assert Point(y=y, x=x) == Twin(y=y, x=x)
    assert ours._replace(y=7) == theirs._replace(y=7)
    assert ours._asdict() == theirs._asdict()
    assert repr(ours) == repr(theirs).replace("Twin", "Point")
    assert pickle.loads(pickle.dumps(ours)) == ours


@pytest.mark.parametrize(("args", "kwargs"), [((1,), {}), ((1, 2, 3, 4), {}), ((1, 2), {"x": 3}), ((1, 2), {"w": 3})])
def test_bad_fields_are_type_errors(args, kwargs):
    """Too few or too many values, a field given twice or an unknown one: TypeError."""
    with pytest.raises(TypeError):
        Point(*args, **kwargs)


def test_values_are_immutable():
    """A field cannot be set."""
    with pytest.raises(AttributeError):
        Point(1, 2).x = 3  # type: ignore[misc]
