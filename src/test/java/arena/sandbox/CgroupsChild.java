package arena.sandbox;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An arena process as far as its cgroups go, for {@link CpuGroupPlacementTest}: makes its groups, prints the folder of
 * its cpu group, and exits (its shutdown hook running) when its stdin ends, or is killed.
 */
public final class CgroupsChild {
    private CgroupsChild() {}

    public static void main(String[] args) throws IOException {
        Cgroups cgroups = Cgroups.detect(Cgroups.PARENT, 256);
        System.out.println("ready " + cgroups.cpuParent().map(Path::getParent).map(Path::toString).orElse("none"));
        System.out.flush();
        while (System.in.read() >= 0) {
            // until the test closes our stdin
        }
    }
}
