package arena.sandbox;

import static arena.sandbox.CgroupFiles.write;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongUnaryOperator;

/**
 * A box's CPU weight among the boxes, in its cpu group ({@code cpu.shares} of v1, {@code cpu.weight} of v2), or the
 * group made idle between its turns ({@code cpu.idle}, v1 and v2 alike since Linux 5.15): an idle group runs only on a
 * core that no other group wants, and a woken group that is not idle takes the core from it at once.
 *
 * <p>Why idle between turns and not a low weight (issue 39): with every hosted LOCM turn handed one core at a time, a
 * C++ bot that thinks for 0 ms still answered draft picks 100 to 190 ms late, its program using 1 ms of CPU and
 * waiting 185 ms on the run queue (read from its threads' {@code schedstat}): programs between their turns (a Java
 * bot's compiler and collector after it answered, a bot thinking on after its limit) and spares starting, all
 * weighed against it. A weight, however small, still takes turns with the box on the clock (the kernel's EEVDF picks
 * by deadline, and a light entity woken beside busy ones waits its deadline out); an idle group never delays one.
 * Where the kernel has no {@code cpu.idle}, the box gets the least weight instead.
 */
final class BoxWeight {
    /** v1's least {@code cpu.shares}: what a box gets between its turns where there is no {@code cpu.idle}. */
    static final long LEAST_SHARES = 2;

    private final Path weightFile;
    private final Path idleFile;
    private final LongUnaryOperator fromShares;
    /** Whether the group is idle now; under this object's monitor. */
    private boolean idle;

    /**
     * @param dir        the box's cpu group
     * @param weightFile {@code cpu.shares} (v1) or {@code cpu.weight} (v2)
     * @param fromShares a v1 share as the file's value
     */
    BoxWeight(Path dir, String weightFile, LongUnaryOperator fromShares) {
        this.weightFile = dir.resolve(weightFile);
        Path idleFile = dir.resolve("cpu.idle");
        this.idleFile = Files.exists(idleFile) ? idleFile : null;
        this.fromShares = fromShares;
    }

    /** Sets the weight, in v1 shares; {@link Cgroups#IDLE_BOX_SHARES}: idle. */
    synchronized void set(long shares) throws IOException {
        boolean wantIdle = shares == Cgroups.IDLE_BOX_SHARES;
        if (wantIdle && idleFile != null) {
            if (!idle) write(idleFile, "1");
            idle = true;
            return;
        }
        if (idle) {
            write(idleFile, "0"); // a weight is written only to a group that is not idle
            idle = false;
        }
        write(weightFile, Long.toString(fromShares.applyAsLong(wantIdle ? LEAST_SHARES : shares)));
    }
}
