#!/usr/bin/env python3
"""The laziest valid diff, as a DiffBench adapter (protocol 1, docs/adapters.md).

When anything changed, every source row is deleted and every target row
inserted (identical arrays give an empty changeset): the changeset always
applies and always passes UIKit's validation, and it is as fast as a diff can
be, but every row flashes and none animates to its place. It exists to show
what the benchmark's changeset-quality columns are for: its rows animated are
n + m, a multiple of the workload's lower bound far above 1.

    benchrunner --adapter "python3 Examples/delete-insert-all/adapter.py"
"""
import json
import sys
import time


def answer(request):
    if request["op"] == "hello":
        return {"protocol": 1, "name": "delete-insert-all", "version": "1",
                "elements": ["int", "string", "book"], "format": "batch"}
    source, target = request["source"], request["target"]
    samples, changeset = [], None
    for _ in range(request.get("repeat", 1)):
        start = time.perf_counter_ns()
        changed = source != target
        changeset = {"deleted": list(range(len(source))) if changed else [],
                     "inserted": list(range(len(target))) if changed else [], "moved": [], "updated": []}
        samples.append(time.perf_counter_ns() - start)
    return {"id": request["id"], "nanoseconds": samples, "changeset": changeset}


for line in sys.stdin:
    if line.strip():
        sys.stdout.write(json.dumps(answer(json.loads(line))) + "\n")
        sys.stdout.flush()
