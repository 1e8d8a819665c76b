"""The third held-out set's data: see `bench/parts/job_heldout3.py`."""
