#!/usr/bin/env python3
"""A DiffBench adapter whose every answer is given on its command line, for
the tests of DiffBench's messages about adapters.

Usage: scripted_adapter.py [--name NAME] [--format FORMAT] [--changeset JSON]
                           [--sample TEXT]

  --name       the handshake's name (default "scripted")
  --format     the handshake's format (default "batch")
  --changeset  the changeset of every answer, as JSON (default: delete every
               source offset, insert every target offset)
  --sample     every nanoseconds value, written as given (default 1000)
"""
import argparse
import json
import sys

parser = argparse.ArgumentParser()
parser.add_argument("--name", default="scripted")
parser.add_argument("--format", default="batch")
parser.add_argument("--changeset")
parser.add_argument("--sample", default="1000")
options = parser.parse_args()

for line in sys.stdin:
    request = json.loads(line)
    if request["op"] == "hello":
        reply = json.dumps({"protocol": 1, "name": options.name, "version": "1",
                            "elements": ["int", "string", "book"], "format": options.format})
    else:
        changeset = options.changeset or json.dumps(
            {"deleted": list(range(len(request["source"]))), "inserted": list(range(len(request["target"]))),
             "moved": [], "updated": []})
        samples = ", ".join([options.sample] * request["repeat"])
        reply = '{"id": %d, "nanoseconds": [%s], "changeset": %s}' % (request["id"], samples, changeset)
    sys.stdout.write(reply + "\n")
    sys.stdout.flush()
