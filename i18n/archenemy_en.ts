<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>History</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>in %n game</numerusform>
            <numerusform>in %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Ready: Planechase, %n players, each on their own.</source>
        <translation>
            <numerusform>Ready: Planechase, %n player, each on their own.</numerusform>
            <numerusform>Ready: Planechase, %n players, each on their own.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: %n players, each with their own scheme deck.</source>
        <translation>
            <numerusform>Ready: %n player, with their own scheme deck.</numerusform>
            <numerusform>Ready: %n players, each with their own scheme deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: the archenemy against %n hero(es).</source>
        <translation>
            <numerusform>Ready: the archenemy against %n hero.</numerusform>
            <numerusform>Ready: the archenemy against %n heroes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message numerus="yes">
        <source>%1 · %n scheme deck(s)</source>
        <translation>
            <numerusform>%1 · %n scheme deck</numerusform>
            <numerusform>%1 · %n scheme decks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchemeCardView</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>%n phone connected</numerusform>
            <numerusform>%n phones connected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n saved game could not be read and are left out.</numerusform>
            <numerusform>%n saved games could not be read and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s).</source>
        <translation>
            <numerusform>%n finished game.</numerusform>
            <numerusform>%n finished games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n game(s))</source>
        <translation>
            <numerusform>%1 (in %n game)</numerusform>
            <numerusform>%1 (in %n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) abandoned</source>
        <translation>
            <numerusform>%n time abandoned</numerusform>
            <numerusform>%n times abandoned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewCounts</name>
    <message numerus="yes">
        <source>%n scheme(s) in the deck</source>
        <translation>
            <numerusform>%n scheme in the deck</numerusform>
            <numerusform>%n schemes in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n doom counter(s)</source>
        <translation>
            <numerusform>%n doom counter</numerusform>
            <numerusform>%n doom counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Planar deck: %n card(s)</source>
        <translation>
            <numerusform>Planar deck: %n card</numerusform>
            <numerusform>Planar deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scheme deck: %n card(s)</source>
        <translation>
            <numerusform>Scheme deck: %n card</numerusform>
            <numerusform>Scheme deck: %n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
