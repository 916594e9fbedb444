package arena.games.locm;

/** Area effect of a 1.5 card; the ordinal is the number shown in the game input. */
public enum Area {
    TARGET("target"), LANE1("lane1"), LANE2("lane2");

    private final String refName;

    Area(String refName) {
        this.refName = refName;
    }

    public String refName() {
        return refName;
    }

    public static Area fromRefName(String name) {
        for (Area a : values())
            if (a.refName.equals(name))
                return a;
        throw new IllegalArgumentException("unknown area: " + name);
    }
}
