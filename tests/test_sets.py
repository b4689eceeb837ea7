"""The sorted-array sets agree with numpy's unique and union1d, which they stand in for."""

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from wordfinder.solver.sets import distinct, grouped, occurrences, union

values = st.lists(st.integers(-3, 3) | st.integers(0, 3**20), max_size=40).map(lambda v: np.array(v, dtype=np.int64))


@given(values)
def test_distinct_grouped_and_occurrences_are_numpys_unique(array):
    """The distinct values, each value's index among them and their counts are np.unique's."""
    keys, inverse, counts = np.unique(array, return_inverse=True, return_counts=True)
    mine = grouped(array)
    assert distinct(array).tolist() == keys.tolist() == mine[0].tolist()
    assert mine[1].tolist() == inverse.ravel().tolist()
    assert mine[2].tolist() == counts.tolist() == occurrences(array).tolist()


@given(values, values)
def test_union_is_union1d(first, second):
    """The union of two arrays, or of an array and a list, is np.union1d's, of the first's type."""
    assert union(first, second).tolist() == np.union1d(first, second).tolist()
    assert union(first, second.tolist()).dtype == first.dtype


def test_no_set_helper_loads_numpy_ma():
    """None of them imports numpy.ma, which np.unique loads on its first call (20 ms)."""
    import subprocess
    import sys

    code = ("import sys; import numpy as np; from wordfinder.solver.sets import *; a = np.array([3, 1, 3]);"
            "distinct(a); grouped(a); occurrences(a); union(a, [2]); print('numpy.ma' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "False\n"
