"""Where tasks run: in this process, on this machine's cores, or on a Dask cluster.

Each is a :class:`concurrent.futures.Executor` with the number of tasks to keep under way
(the *window*) and of tasks that run at once (the *workers*: processes, or a cluster's
threads when it started), so that the code that hands out tasks (:mod:`.opener_values`) is the same
for one process, one machine and many.  Dask (``pip install 'wordfinder[cluster]'``) is
imported only when a cluster is asked for.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import contextmanager

from ..errors import WordfinderError
from ..machine import cores

__all__ = ["InProcess", "MissingExtra", "RETRIES", "executor_for"]

RETRIES = 3  # times Dask runs a task again that raised (a task lost with its worker is rescheduled anyway)
CLUSTER_WINDOW = 64  # tasks kept under way on a cluster at least (workers may join after the start)


class MissingExtra(WordfinderError):
    """An option that needs an optional dependency which is not installed."""


class InProcess(Executor):
    """An executor that runs each task as it is submitted, in this process."""

    def submit(self, fn, /, *args, **kwargs) -> Future:  # noqa: ANN001 (Executor's signature)
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as error:  # noqa: BLE001 (handed to the caller, as a pool would)
            future.set_exception(error)
        return future


@contextmanager
def executor_for(jobs: int | None = None, scheduler: str | None = None,
                 workers: int | None = None) -> Iterator[tuple[Executor, int, int]]:
    """The executor, its window and its workers: a Dask cluster at ``scheduler``, or one of ``workers``
    processes started here; else ``jobs`` processes (default: the cores it may run on), or this
    process alone for one job."""
    if scheduler is not None or workers is not None:
        with _dask(scheduler, workers) as found:
            yield found
        return
    jobs = jobs or cores()
    if jobs == 1:
        yield InProcess(), 1, 1
        return
    from multiprocessing import get_context

    # spawn, not fork: the same start on every platform, and no copy of a parent's threads
    pool = ProcessPoolExecutor(jobs, mp_context=get_context("spawn"))
    try:
        yield pool, 2 * jobs, jobs
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


@contextmanager
def _dask(scheduler: str | None, workers: int | None) -> Iterator[tuple[Executor, int, int]]:
    """A Dask client's executor: of the scheduler at ``scheduler``, or of a local cluster of
    ``workers`` one-thread processes; each task retried :data:`RETRIES` times."""
    try:
        import logging

        from distributed import Client, LocalCluster
    except ImportError:
        raise MissingExtra("--scheduler and --workers need Dask: pip install 'wordfinder[cluster]'") from None
    for name in ("distributed", "tornado"):  # their tracebacks on stderr: what goes wrong is said in one line
        logging.getLogger(name).setLevel(logging.CRITICAL)
    cluster = None
    try:
        if scheduler is None:
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                   dashboard_address=None, silence_logs=logging.ERROR)
        client = Client(cluster if cluster is not None else scheduler, timeout="10s")
    except (OSError, TimeoutError, ValueError) as error:
        if cluster is not None:
            cluster.close()
        raise WordfinderError(f"--scheduler {scheduler}: cannot reach the Dask scheduler ({error})") from None
    try:
        threads = sum(client.nthreads().values())
        window = max(2 * threads, CLUSTER_WINDOW if cluster is None else 1)
        yield client.get_executor(retries=RETRIES, pure=False), window, threads
    except WordfinderError:
        raise
    except Exception as error:  # the cluster's, not ours: said in one line, as every error is
        said = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise WordfinderError(f"the Dask cluster could not run a task: {said} (every machine, the scheduler's "
                              "too, needs wordfinder installed)") from error
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
