"""wordfinder in a browser: a JSON API over the library (:mod:`.api`, no web framework)
and the server that serves it with the page (:mod:`.server`, Starlette on uvicorn,
imported only by ``wordfinder serve``)."""
