#!/usr/bin/env python3
"""A deliberately broken DiffBench adapter for AdapterHost's tests.

Usage: broken_adapter.py MODE. It shakes hands like a correct `batch`
adapter (except in MODE wrong-protocol, exit-at-once, garbage-handshake),
answers every diff with "delete everything, insert everything" (always
correct), and breaks the protocol the way MODE says:

  exit-at-once      exits with status 3 before reading anything
  hang              never answers a diff request
  garbage           answers a diff with a line that is not JSON
  garbage-handshake answers the handshake with a line that is not JSON
  wrong-id          answers with the request's id + 1
  wrong-protocol    declares protocol 2
  out-of-range      deletes an offset one past the source's end
  wrong-nanoseconds sends one sample fewer than `repeat`
  no-changeset      leaves out "changeset"
  refuse            refuses every diff with {"id", "error"}
  crash-second      answers its first diff, exits with status 7 on the second
  abort             kills itself with SIGABRT on a diff
"""
import json
import os
import signal
import sys

MODE = sys.argv[1]


def send(obj):
    sys.stdout.write((obj if isinstance(obj, str) else json.dumps(obj)) + "\n")
    sys.stdout.flush()


if MODE == "exit-at-once":
    sys.exit(3)

answered = 0
for line in sys.stdin:
    request = json.loads(line)
    if request["op"] == "hello":
        if MODE == "garbage-handshake":
            send("Welcome to my adapter!")
            continue
        send({"protocol": 2 if MODE == "wrong-protocol" else 1, "name": "broken-" + MODE,
              "version": "0", "elements": ["int", "string", "book"], "format": "batch"})
        continue
    source, target = request["source"], request["target"]
    changeset = {"deleted": list(range(len(source))), "inserted": list(range(len(target))),
                 "moved": [], "updated": []}
    samples = [1000] * request["repeat"]
    reply = {"id": request["id"], "nanoseconds": samples, "changeset": changeset}
    if MODE == "hang":
        signal.pause()
    elif MODE == "garbage":
        reply = "this is not JSON " + "x" * 300
    elif MODE == "wrong-id":
        reply["id"] += 1
    elif MODE == "out-of-range":
        changeset["deleted"].append(len(source))
    elif MODE == "wrong-nanoseconds":
        reply["nanoseconds"] = samples[1:]
    elif MODE == "no-changeset":
        del reply["changeset"]
    elif MODE == "refuse":
        reply = {"id": request["id"], "error": "too large for me"}
    elif MODE == "crash-second" and answered == 1:
        sys.exit(7)
    elif MODE == "abort":
        os.kill(os.getpid(), signal.SIGABRT)
    answered += 1
    send(reply)
