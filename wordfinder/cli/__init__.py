"""The command layer: everything that reads a command line or prints.

- :mod:`.entry` is the one way in (the console script and ``python -m wordfinder``);
- :mod:`.options` declares every command's options once, and reads plain command lines;
- :mod:`.app` is the typer app built from that declaration (help, completion, errors);
- :mod:`.output` holds the exit codes, one-line errors and JSON documents;
- :mod:`.render` draws rich output for terminals;
- one module per command (:mod:`.find`, :mod:`.regression` (score), :mod:`.play`, :mod:`.suggest`,
  :mod:`.benchmark`, :mod:`.tree`, :mod:`.analyze`):
  each reads its options, calls the library, and renders what comes back.

The library never imports this package; only :mod:`.app` imports typer and only
:mod:`.render` imports rich.  Importing the package itself imports neither.
"""
