"""`simpoker serve`: the page at the table. The service (service.py) answers with sim's own
functions, the jobs (jobs.py) run and compare beside the odds questions, the API (api.py) and the
pages (app.py, templates/, static/) are FastAPI's; all of it is the optional `web` extra."""
