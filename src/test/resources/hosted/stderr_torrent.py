# A hosted bot of the tests' game that pours bytes into stderr without end (one endless line), never waiting.
import sys
chunk = "y" * 65536
while True:
    sys.stderr.write(chunk)
