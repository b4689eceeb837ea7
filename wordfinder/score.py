"""``wordfinder score`` as a script: ``python wordfinder/score.py games/`` from a clone,
or ``python -m wordfinder.score games/``, as the design card uses it."""

if __name__ == "__main__":
    import os
    import sys

    if not __package__:  # run as a file: import the package from the clone, not its folder
        here = os.path.dirname(os.path.abspath(__file__))
        sys.path = [p for p in sys.path if os.path.abspath(p or ".") != here]
        sys.path.insert(0, os.path.dirname(here))

    from wordfinder.entry import main

    main(["score", *sys.argv[1:]])
