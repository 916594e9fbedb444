package arena.games.locm;

/**
 * A card as printed: the immutable base of every instance of that card.
 *
 * @param baseId      card number shown in the input (1..160 in 1.2, 0..119 in a 1.5 pool)
 * @param keywords    bit set of {@link Keywords}
 */
public record CardData(int baseId, String name, CardType type, int cost, int attack, int defense, int keywords,
                       int myHealthChange, int oppHealthChange, int cardDraw, Area area) {

    public boolean isCreature() {
        return type == CardType.CREATURE;
    }

    /** The line of the deck-building input (draft or constructed) for this card, instance id -1. */
    String deckBuildingLine(boolean withArea) {
        StringBuilder sb = new StringBuilder(48);
        sb.append(baseId).append(' ').append(-1).append(' ').append(0).append(' ')
                .append(type.ordinal()).append(' ').append(cost).append(' ').append(attack).append(' ')
                .append(defense).append(' ').append(Keywords.toString(keywords)).append(' ')
                .append(myHealthChange).append(' ').append(oppHealthChange).append(' ').append(cardDraw).append(' ');
        if (withArea)
            sb.append(area.ordinal()).append(' ');
        sb.append("-1 ");
        return sb.toString();
    }

    /** The referee's summary form of a generated card ({@code -1 baseId type cost att def kw my opp draw area }). */
    public String summaryString() {
        return "-1 " + baseId + " " + type.ordinal() + " " + cost + " " + attack + " " + defense + " "
                + Keywords.toString(keywords) + " " + myHealthChange + " " + oppHealthChange + " " + cardDraw + " "
                + area.ordinal() + " ";
    }
}
