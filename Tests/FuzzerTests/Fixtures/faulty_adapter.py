#!/usr/bin/env python3
"""A DiffBench adapter with one deliberate bug, chosen by the first argument,
for the fuzzer's adapter tests:

  faulty_adapter.py MODE [--format batch|stages|difference]

The format (default batch) is the one its handshake declares; batch and
stages declare updates, difference does not.

  correct            no bug
  wrong-move-source  the first move names the neighbouring source offset
  all-updated        every matched row is reported updated
  off-by-one-insert  an insert at the last target offset is reported one past it
  hang               never answers when an identity occurs three times in the source
  crash-on-empty     exits when the target is empty
  flip-on-repeat     asked the same request again, matches duplicates in the
                     reverse order every second time (the first answer is
                     always the correct one)
  refuse-all         refuses every diff request (a correct handshake)
  no-kinds           its handshake lists no element kind DiffBench knows
  drop-last-insert   leaves out the last inserted offset when there are two
                     or more
  repeated-delete    lists its first deleted offset twice
  fork-and-hang      on its first diff request starts a copy of itself that
                     sleeps, then never answers (for the lifetime tests)

The correct diff: the k-th occurrence of an identity in the source matches
its k-th occurrence in the target; matched rows on a longest increasing
run of target offsets survive, the others move. In the formats:

  batch       that one batch, matched rows whose content changed updated
  stages      one or two batches: first the updates alone (old and new
              offsets equal), then the deletes, inserts and moves; no stage
              when nothing changes
  difference  removals and insertions; a matched row whose content changed
              is removed and inserted (a difference has no updates), a move
              is a removal and an insertion associated with each other
"""
import json, os, sys, time

ARGUMENTS = sys.argv[1:]
FORMAT = "batch"
if "--format" in ARGUMENTS:
    at = ARGUMENTS.index("--format")
    FORMAT = ARGUMENTS[at + 1]
    del ARGUMENTS[at:at + 2]
if FORMAT not in ("batch", "stages", "difference"):
    sys.exit("faulty_adapter.py: --format must be batch, stages or difference")
MODE = ARGUMENTS[0] if ARGUMENTS else "correct"


def identity(element):
    return element["id"] if isinstance(element, dict) else element


def lis_members(values):
    """Indices of one longest strictly increasing subsequence of values."""
    tails, tail_index, previous = [], [], [-1] * len(values)
    import bisect
    for i, v in enumerate(values):
        k = bisect.bisect_left(tails, v)
        if k == len(tails):
            tails.append(v); tail_index.append(i)
        else:
            tails[k] = v; tail_index[k] = i
        previous[i] = tail_index[k - 1] if k > 0 else -1
    members, i = set(), tail_index[-1] if tail_index else -1
    while i >= 0:
        members.add(i); i = previous[i]
    return members


TIMES_ASKED = {}  # flip-on-repeat: json of [source, target] -> requests answered


def diff(source, target, flipped=False):
    """The changeset in the declared format."""
    if FORMAT == "difference":
        return difference(source, target, flipped)
    batch = one_batch(source, target, flipped)
    if FORMAT == "batch":
        return batch
    return {"stages": stages(batch)}


def stages(batch):
    """The batch as an updates stage and a structure stage (either left out
    when empty); the updates stage changes no offset."""
    result = []
    if batch["updated"]:
        result.append({"deleted": [], "inserted": [], "moved": [], "updated": [[o, o] for o, _ in batch["updated"]]})
    if batch["deleted"] or batch["inserted"] or batch["moved"]:
        result.append({"deleted": batch["deleted"], "inserted": batch["inserted"], "moved": batch["moved"], "updated": []})
    return result


def difference(source, target, flipped):
    """Removals and insertions; a matched row whose content changed is
    removed and inserted, unassociated."""
    batch = one_batch(source, target, flipped, content_matters=True)
    removals = [[o, None] for o in batch["deleted"]] + [[o, n] for o, n in batch["moved"]]
    insertions = [[n, None] for n in batch["inserted"]] + [[n, o] for o, n in batch["moved"]]
    return {"removals": sorted(removals), "insertions": sorted(insertions)}


def one_batch(source, target, flipped=False, content_matters=False):
    positions = {}
    for n, element in enumerate(target):
        positions.setdefault(identity(element), []).append(n)
    if flipped:
        for slots in positions.values():
            slots.reverse()
    matched = []  # (old, new) in source order
    for o, element in enumerate(source):
        slots = positions.get(identity(element))
        if slots:
            n = slots.pop(0)
            if not content_matters or element == target[n]:
                matched.append((o, n))
    survivors = lis_members([n for _, n in matched])
    matched_old = {o for o, _ in matched}
    matched_new = {n for _, n in matched}
    deleted = [o for o in range(len(source)) if o not in matched_old]
    inserted = [n for n in range(len(target)) if n not in matched_new]
    moved = [[o, n] for i, (o, n) in enumerate(matched) if i not in survivors]
    updated = [[o, n] for o, n in matched if MODE == "all-updated" or source[o] != target[n]]
    if MODE == "wrong-move-source" and moved:
        moved[0][0] = (moved[0][0] + 1) % len(source)
    if MODE == "off-by-one-insert" and inserted and inserted[-1] == len(target) - 1:
        inserted[-1] = len(target)
    if MODE == "drop-last-insert" and len(inserted) >= 2:
        inserted.pop()
    if MODE == "repeated-delete" and deleted:
        deleted.insert(1, deleted[0])
    return {"deleted": deleted, "inserted": inserted, "moved": moved, "updated": updated}


def main():
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        if request.get("op") == "hello":
            elements = ["float"] if MODE == "no-kinds" else ["int", "string", "book"]
            answer = {"protocol": 1, "name": "faulty-" + MODE, "version": "1",
                      "elements": elements, "format": FORMAT, "updates": FORMAT != "difference"}
        elif MODE == "refuse-all":
            answer = {"id": request["id"], "error": "refuses every request"}
        else:
            source, target = request["source"], request["target"]
            if MODE == "crash-on-empty" and not target:
                os._exit(3)
            ids = [identity(e) for e in source]
            if MODE == "hang" and any(ids.count(i) >= 3 for i in ids):
                time.sleep(3600)
            if MODE == "fork-and-hang":
                if os.fork() == 0:
                    time.sleep(3600)
                    os._exit(0)
                time.sleep(3600)
            flipped = False
            if MODE == "flip-on-repeat":
                key = json.dumps([source, target])
                asked = TIMES_ASKED.get(key, 0)
                TIMES_ASKED[key] = asked + 1
                flipped = asked % 2 == 1
            samples = []
            for _ in range(request["repeat"]):
                start = time.perf_counter_ns()
                changeset = diff(source, target, flipped)
                samples.append(time.perf_counter_ns() - start)
            answer = {"id": request["id"], "nanoseconds": samples, "changeset": changeset}
        out.write(json.dumps(answer) + "\n")
        out.flush()


main()
