package arena.games.locm;

/**
 * One card instance in a battle: in a deck, in a hand, or on the board as a creature. Attack, defense and
 * keywords start as printed and change only on the board.
 */
public final class Card {
    public final int id;
    public final CardData base;
    /** The base's type and cost, kept here too: the legal-action listing reads them for every card in hand. */
    final CardType type;
    /** {@code type.ordinal()}: counting by type indexes an array with it. */
    final int kind;
    final int cost;
    int attack;
    int defense;
    int keywords;
    int lane = -1;
    boolean canAttack;
    boolean hasAttacked;
    /** False once the creature has fought or been targeted by an item (see {@link LocmVariant#boardShowsSummonEffects}). */
    boolean pristine = true;

    Card(int id, CardData base) {
        this.id = id;
        this.base = base;
        this.type = base.type();
        this.kind = type.ordinal();
        this.cost = base.cost();
        this.attack = base.attack();
        this.defense = base.defense();
        this.keywords = base.keywords();
    }

    /** Copy as a new board creature (the referee's CreatureOnBoard made from a card). */
    void summonTo(int lane) {
        this.lane = lane;
        this.attack = base.attack();
        this.defense = base.defense();
        this.keywords = base.keywords();
        this.canAttack = Keywords.has(keywords, Keywords.CHARGE);
        this.hasAttacked = false;
        this.pristine = true;
    }

    public int attack() {
        return attack;
    }

    public int defense() {
        return defense;
    }

    public int keywords() {
        return keywords;
    }

    public boolean has(int keyword) {
        return (keywords & keyword) != 0;
    }

    public int lane() {
        return lane;
    }

    public boolean canAttack() {
        return canAttack;
    }

    public CardType type() {
        return type;
    }

    public boolean isCreatureCard() {
        return base.type() == CardType.CREATURE;
    }

    public int cost() {
        return cost;
    }

    void appendHandLine(StringBuilder sb, boolean withArea) {
        CardData b = base;
        sb.append(b.baseId()).append(' ').append(id).append(' ').append(0).append(' ').append(b.type().ordinal()).append(' ')
                .append(b.cost()).append(' ').append(b.attack()).append(' ').append(b.defense()).append(' ')
                .append(Keywords.toString(b.keywords())).append(' ').append(b.myHealthChange()).append(' ')
                .append(b.oppHealthChange()).append(' ').append(b.cardDraw()).append(' ');
        if (withArea)
            sb.append(b.area().ordinal()).append(' ');
        sb.append("-1 \n");
    }

    void appendBoardLine(StringBuilder sb, boolean opponent, LocmVariant variant) {
        CardData b = base;
        boolean withArea = variant.hasArea();
        boolean effects = variant.boardShowsSummonEffects(this);
        sb.append(b.baseId()).append(' ').append(id).append(' ').append(opponent ? -1 : 1).append(' ').append(0).append(' ')
                .append(b.cost()).append(' ').append(attack).append(' ').append(defense).append(' ')
                .append(Keywords.toString(keywords)).append(' ').append(effects ? b.myHealthChange() : 0).append(' ')
                .append(effects ? b.oppHealthChange() : 0).append(' ').append(effects ? b.cardDraw() : 0).append(' ');
        if (withArea)
            sb.append(b.area().ordinal()).append(' ');
        sb.append(lane).append(" \n");
    }

    @Override
    public String toString() {
        return "#" + id + "(" + base.baseId() + " " + attack + "/" + defense + " " + Keywords.toString(keywords)
                + (lane >= 0 ? " lane " + lane : "") + ")";
    }
}
