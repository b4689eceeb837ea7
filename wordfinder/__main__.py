"""``python -m wordfinder``: the same as the ``wordfinder`` command."""

from .cli import main

main()
