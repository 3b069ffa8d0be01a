#!/usr/bin/python3
"""kiwisolver's side of layout-bench: builds the constraints of a file written by
layout-bench with kiwisolver and prints CPU times (time.process_time) as one JSON object.

Uses Debian's python3-kiwisolver (apt-get install -y python3-kiwisolver), which lives in
Debian's /usr/bin/python3, not in a pyenv python3 that may come first on PATH; layout-bench
runs this script with /usr/bin/python3.

Only kiwi's C++ work is timed: the Variable, Expression and Constraint objects are made
before the clock starts, and the time of the same Python loop calling a builtin instead of
addConstraint is measured and reported separately (subtracted in "build").

usage: kiwi_bench.py FILE ROUNDS EDITS
"""
import json
import sys
import time

import kiwisolver as kiwi


def weight(priority):
    # The same map as LayoutEngine's Strength.weight: 10^(9 p / 1000) for p < 1000.
    return 10 ** (9 * priority / 1000)


def load(path):
    with open(path) as f:
        header = f.readline().split()
        count, edit = int(header[1]), int(header[3])
        variables = [kiwi.Variable("v%d" % i) for i in range(count)]
        constraints = []
        for line in f:
            fields = line.split()
            relation, priority, constant, n = fields[0], float(fields[1]), float(fields[2]), int(fields[3])
            expression = kiwi.Expression(
                [kiwi.Term(variables[int(fields[4 + 2 * i])], float(fields[5 + 2 * i])) for i in range(n)],
                constant)
            if relation == "=":
                constraint = expression == 0
            elif relation == "<":
                constraint = expression <= 0
            else:
                constraint = expression >= 0
            strength = "required" if priority >= 1000 else weight(priority)
            constraints.append(constraint | strength)
    return variables, constraints, variables[edit]


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def main():
    path, rounds, edits = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    variables, constraints, edited = load(path)
    clock = time.process_time
    builds, overheads = [], []
    solver = None
    for _ in range(rounds + 1):  # the first round warms up
        solver = kiwi.Solver()
        add = solver.addConstraint
        start = clock()
        for constraint in constraints:
            add(constraint)
        solver.addEditVariable(edited, weight(999))
        solver.suggestValue(edited, 8)
        solver.updateVariables()
        builds.append(clock() - start)
        start = clock()
        for constraint in constraints:
            id(constraint)
        overheads.append(clock() - start)
    builds, overheads = builds[1:], overheads[1:]
    values = [variable.value() for variable in variables]
    suggest = solver.suggestValue
    start = clock()
    for i in range(edits):
        suggest(edited, 20 if i % 2 == 0 else 8)
    suggest_only = (clock() - start) / edits
    update = solver.updateVariables
    start = clock()
    for i in range(edits):
        suggest(edited, 20 if i % 2 == 0 else 8)
        update()
    suggest_update = (clock() - start) / edits
    check = {"editedValue": edited.value(), "variables": len(variables)}
    print(json.dumps({
        "constraints": len(constraints),
        "buildRaw": median(builds),
        "loopOverhead": median(overheads),
        "build": median(builds) - median(overheads),
        "suggest": suggest_only,
        "suggestAndUpdate": suggest_update,
        "check": check,
        "values": values,
    }))


main()
