"""``python -m wordfinder``: the same as the ``wordfinder`` command."""

from .cli.entry import main

main()
