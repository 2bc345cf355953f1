#!/usr/bin/env python3
"""A DiffBench adapter over Python's difflib.SequenceMatcher (protocol 1).

Run it through DiffBench with:  --adapter 'python3 Examples/python-difflib/adapter.py'
Options: --format batch (default) or --format stages (deletes and updates in
one stage, inserts in the next, the way DifferenceKit stages a changeset).

difflib matches rows by identity (the value, or a book's id) and reports a
matched row whose content changed as updated. It never reports moves: a row
that changes place is deleted and inserted. Standard library only.
"""
import difflib
import json
import sys
import time

PROTOCOL = 1


def identity(kind, element):
    """The row identity: the value itself, or a book's id."""
    return element["id"] if kind == "book" else element


def diff(source_keys, target_keys):
    """The timed call: difflib's opcodes between the two identity lists."""
    matcher = difflib.SequenceMatcher(None, source_keys, target_keys, autojunk=False)
    return matcher.get_opcodes()


def batch(opcodes, source, target):
    """One UIKit batch: deletes in the source, inserts in the target."""
    deleted, inserted, updated = [], [], []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag in ("delete", "replace"):
            deleted.extend(range(i1, i2))
        if tag in ("insert", "replace"):
            inserted.extend(range(j1, j2))
        if tag == "equal":
            updated.extend([i, j] for i, j in zip(range(i1, i2), range(j1, j2))
                           if source[i] != target[j])
    return {"deleted": deleted, "inserted": inserted, "moved": [], "updated": updated}


def stages(opcodes, source, target):
    """Two batches: deletes and updates (old -> intermediate), then inserts."""
    whole = batch(opcodes, source, target)
    deleted = set(whole["deleted"])
    # Where each surviving source row sits once the deletes are done.
    position, after_deletes = {}, 0
    for offset in range(len(source)):
        if offset not in deleted:
            position[offset] = after_deletes
            after_deletes += 1
    first = {"deleted": whole["deleted"], "inserted": [], "moved": [],
             "updated": [[old, position[old]] for old, _ in whole["updated"]]}
    second = {"deleted": [], "inserted": whole["inserted"], "moved": [], "updated": []}
    return {"stages": [s for s in (first, second)
                       if s["deleted"] or s["inserted"] or s["updated"]]}


def answer(request, convert):
    kind = request["elements"]
    source, target = request["source"], request["target"]
    source_keys = [identity(kind, e) for e in source]
    target_keys = [identity(kind, e) for e in target]
    samples, opcodes = [], None
    for _ in range(request["repeat"]):
        start = time.perf_counter_ns()          # monotonic
        opcodes = diff(source_keys, target_keys)
        samples.append(time.perf_counter_ns() - start)
    return {"id": request["id"], "nanoseconds": samples,
            "changeset": convert(opcodes, source, target)}


def main():
    fmt = "stages" if sys.argv[1:] == ["--format", "stages"] else "batch"
    convert = stages if fmt == "stages" else batch
    for line in sys.stdin:
        if not line.strip():
            continue
        request = None
        try:
            request = json.loads(line)
            if request["op"] == "hello":
                reply = {"protocol": PROTOCOL, "name": "python-difflib",
                         "version": "%d.%d" % sys.version_info[:2],
                         "elements": ["int", "string", "book"], "format": fmt,
                         "updates": True}
            else:
                reply = answer(request, convert)
        except Exception as error:  # a refusal, addressed if the id was readable
            print("adapter: %r" % error, file=sys.stderr)
            request_id = request.get("id") if isinstance(request, dict) else None
            reply = {"id": request_id, "error": str(error)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
