"""``python -m wordfinder.score PATH...``: the same as ``wordfinder score PATH...``."""

import sys

if __name__ == "__main__":
    from .cli import app

    app(args=["score", *sys.argv[1:]], prog_name="python -m wordfinder.score")
