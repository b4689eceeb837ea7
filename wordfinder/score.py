"""The design card's regression run as a script: ``python wordfinder/score.py games/`` from a
checkout (or ``python -m wordfinder.score games/``) is ``wordfinder score games/``.

A script, not a module: imported, it would bind ``wordfinder.score`` to itself in place of
the scoring function :func:`wordfinder.feedback.score`, so importing it is refused.
"""

if __name__ != "__main__":
    raise ImportError("wordfinder.score is a script (python wordfinder/score.py PATH...), not a module; "
                      "the scoring function is wordfinder.score, from wordfinder.feedback")

import os
import sys

if not __package__:  # run as a file: import the checkout's package, not modules of its folder
    here = os.path.dirname(os.path.abspath(__file__))
    # This folder first on the path would make wordfinder/numbers.py the standard library's numbers.
    sys.path = [p for p in sys.path if os.path.abspath(p or ".") != here]
    sys.path.insert(0, os.path.dirname(here))

from wordfinder.cli.entry import main  # noqa: E402

main(["score", *sys.argv[1:]])
