"""The commands: each reads a :class:`~wordfinder.options.Request`, calls the library, prints
what it found, and returns the exit code (0 found, 1 nothing found, 2 bad input).

Both readers of the command line (the plain reader in :mod:`wordfinder.entry` and the
typer app in :mod:`wordfinder.cli`) end here; the library never imports this package.
"""
