#!/usr/bin/env python3
"""Where the test suite's time goes (issue 45): the classes' times from surefire's and failsafe's XML reports,
summed per class, longest first, with each class's tier and whether it holds the whole machine.

  python3 src/scripts/test-times.py                       the reports of the last runs (target/surefire-reports,
                                                           target/surefire-reports-postgresql, target/failsafe-reports)
  python3 src/scripts/test-times.py -n 40 DIR [DIR...]     the 40 longest, from the reports in those directories
  python3 src/scripts/test-times.py --tests                the longest single tests instead of classes

A class's time is the sum of its tests' times (a report's own "time" leaves out @BeforeAll/@AfterAll on some
versions, so the testsuite's figure is taken when larger). The figures are those of the run that wrote the reports:
taken at load, they say nothing of a quiet machine (note `uptime` beside them).
"""
import argparse
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

DEFAULT_DIRS = ["target/surefire-reports", "target/surefire-reports-postgresql", "target/failsafe-reports"]
# the classes that take arena.support.Machine.WHOLE_CPU run alone within their JVM: found in their source
SOURCE_ROOTS = ["src/test/java", "e2e/java", "e2e"]


def whole_cpu_classes():
    held = set()
    for root in SOURCE_ROOTS:
        for path in glob.glob(os.path.join(root, "**", "*.java"), recursive=True):
            with open(path, encoding="utf-8") as f:
                if "@ResourceLock(Machine.WHOLE_CPU)" in f.read():
                    held.add(os.path.splitext(os.path.basename(path))[0])
    return held


def reports(dirs):
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "TEST-*.xml"))):
            yield d, path


def main():
    parser = argparse.ArgumentParser(description="the test classes' times from surefire/failsafe XML reports")
    parser.add_argument("dirs", nargs="*", help="report directories (default: the last runs' under target/)")
    parser.add_argument("-n", type=int, default=25, help="how many rows (default 25)")
    parser.add_argument("--tests", action="store_true", help="single tests rather than classes")
    args = parser.parse_args()
    dirs = args.dirs or [d for d in DEFAULT_DIRS if os.path.isdir(d)]
    if not dirs:
        sys.exit("no reports: run a tier first (sh src/scripts/test.sh functional -o)")
    whole = whole_cpu_classes()
    rows = []  # (seconds, name, run, tests, failures)
    total, tests_total, runs = 0.0, 0, {}
    for d, path in reports(dirs):
        suite = ET.parse(path).getroot()
        run = os.path.basename(d)
        cases = suite.findall("testcase")
        summed = sum(float(c.get("time", "0") or 0) for c in cases)
        seconds = max(summed, float(suite.get("time", "0") or 0))
        failed = sum(1 for c in cases if c.find("failure") is not None or c.find("error") is not None)
        total += seconds
        tests_total += len(cases)
        runs[run] = runs.get(run, 0.0) + seconds
        if args.tests:
            for c in cases:
                rows.append((float(c.get("time", "0") or 0), c.get("classname", "").rsplit(".", 1)[-1] + "." + c.get("name", ""), run, 1,
                             1 if c.find("failure") is not None or c.find("error") is not None else 0))
        else:
            rows.append((seconds, suite.get("name", path), run, len(cases), failed))
    rows.sort(reverse=True)
    print(f"{'seconds':>8} {'share':>6}  {'tests':>5}  {'run':<27} class")
    for seconds, name, run, count, failed in rows[: args.n]:
        simple = name.rsplit(".", 1)[-1].split(".")[0]
        marks = (" [WHOLE_CPU]" if simple in whole else "") + (f" [{failed} FAILED]" if failed else "")
        print(f"{seconds:8.1f} {100 * seconds / total if total else 0:5.1f}%  {count:5d}  {run:<27} {name}{marks}")
    held = sum(s for s, name, *_ in rows if name.rsplit(".", 1)[-1].split(".")[0] in whole) if not args.tests else None
    print(f"\n{tests_total} tests, {total / 60:.1f} min of test time in all: "
          + ", ".join(f"{r} {s / 60:.1f} min" for r, s in runs.items())
          + (f"; classes holding WHOLE_CPU {held / 60:.1f} min" if held is not None else ""))


if __name__ == "__main__":
    main()
