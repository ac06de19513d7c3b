<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Archenemy Companion</source>
        <translation>Acerca de Archenemy Companion</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>A table-side companion for paper games of Magic: The Gathering&apos;s Archenemy variant: life totals, the scheme deck, ongoing schemes and turns.</source>
        <translation>Un acompañante de mesa para partidas en papel de la variante Archienemigo de Magic: The Gathering: las vidas, el mazo de planes, los planes continuos y los turnos.</translation>
    </message>
    <message>
        <source>Released under the %1 License. Saved games are yours: uninstalling keeps them.</source>
        <translation>Publicado bajo la licencia %1. Las partidas guardadas son tuyas: al desinstalar se conservan.</translation>
    </message>
    <message>
        <source>Archenemy Companion is unofficial Fan Content permitted under the Fan Content Policy. Not approved/endorsed by Wizards. Portions of the materials used are property of Wizards of the Coast. ©Wizards of the Coast LLC.</source>
        <translation>Archenemy Companion es contenido de fans no oficial permitido por la Política de contenido de fans. No aprobado ni respaldado por Wizards. Partes de los materiales utilizados son propiedad de Wizards of the Coast. ©Wizards of the Coast LLC.</translation>
    </message>
    <message>
        <source>Made with Qt %1 (LGPL v3) through PySide6 %2, qasync, platformdirs, aiohttp and segno. Mana and tap symbols: the Mana font by Andrew Gioia (SIL Open Font License 1.1); the rest of the text uses your system&apos;s fonts.</source>
        <translation>Hecho con Qt %1 (LGPL v3) mediante PySide6 %2, qasync, platformdirs, aiohttp y segno. Símbolos de maná y de girar: la fuente Mana de Andrew Gioia (SIL Open Font License 1.1); el resto del texto usa las fuentes de tu sistema.</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>The heroes&apos; team</source>
        <translation>El equipo de los héroes</translation>
    </message>
    <message>
        <source>%1 loses %2 life: from %4 to %3.</source>
        <translation>%1 pierde vidas: %2 menos, de %4 a %3.</translation>
    </message>
    <message>
        <source>%1 gains %2 life: from %4 to %3.</source>
        <translation>%1 gana vidas: %2 más, de %4 a %3.</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tecla %2</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong (%1). The game is saved; details are in %2.</source>
        <translation>Algo ha fallado (%1). La partida está guardada; los detalles están en %2.</translation>
    </message>
    <message>
        <source>Archenemy Companion cannot save games in %1: %2</source>
        <extracomment>asyncio&apos;s heaviest imports, one per turn of the event loop before asyncio and qasync themselves (together ~20 ms in one piece right after the first paint, every key waiting meanwhile).</extracomment>
        <translation>Archenemy Companion no puede guardar partidas en %1: %2</translation>
    </message>
</context>
<context>
    <name>CardImagesQuestion</name>
    <message>
        <source>Card images</source>
        <translation>Imágenes de las cartas</translation>
    </message>
    <message>
        <source>Show card images from Scryfall? The app will download them once.</source>
        <extracomment>From this width (pixels) the three answers stand side by side, not one under the other.</extracomment>
        <translation>¿Mostrar las imágenes de las cartas de Scryfall? La aplicación las descargará una sola vez.</translation>
    </message>
    <message>
        <source>About 20 MB, kept in this computer&apos;s cache folder. Without images, or without a connection, the cards are shown as text, as before.</source>
        <translation>Unos 20 MB, guardados en la carpeta de caché de este ordenador. Sin imágenes, o sin conexión, las cartas se muestran como texto, como hasta ahora.</translation>
    </message>
    <message>
        <source>Yes, download them now</source>
        <translation>Sí, descargarlas ahora</translation>
    </message>
    <message>
        <source>Yes, each when it is first shown</source>
        <translation>Sí, cada una al mostrarse</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Target opponent</source>
        <translation>Oponente objetivo</translation>
    </message>
    <message>
        <source>Opponent whose graveyard is exiled</source>
        <translation>Oponente cuyo cementerio se exilia</translation>
    </message>
    <message>
        <source>Chosen opponent</source>
        <translation>Oponente elegido</translation>
    </message>
    <message>
        <source>They choose</source>
        <translation>Elige</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>Sí mismo</translation>
    </message>
    <message>
        <source>Others</source>
        <translation>Los demás</translation>
    </message>
    <message>
        <source>A 4/4 Scarecrow token</source>
        <translation>Una ficha de Espantapájaros 4/4</translation>
    </message>
    <message>
        <source>Creatures +3/+3, vigilance and trample</source>
        <translation>Criaturas +3/+3, vigilancia y arrollar</translation>
    </message>
    <message>
        <source>Draw two cards</source>
        <translation>Robar dos cartas</translation>
    </message>
    <message>
        <source>Copy instants and sorceries this turn</source>
        <translation>Copiar instantáneos y conjuros este turno</translation>
    </message>
    <message>
        <source>Five +1/+1 counters on a creature</source>
        <translation>Cinco contadores +1/+1 sobre una criatura</translation>
    </message>
    <message>
        <source>Three 1/1 Devil tokens</source>
        <translation>Tres fichas de Diablo 1/1</translation>
    </message>
    <message>
        <source>Opponents&apos; creatures are 1/1 with no abilities</source>
        <translation>Las criaturas de los oponentes son 1/1 sin habilidades</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Archenemy Companion: a companion app for paper games of Magic&apos;s Archenemy variant.</source>
        <translation>Archenemy Companion: una aplicación de apoyo para partidas en papel de la variante Archenemy de Magic.</translation>
    </message>
    <message>
        <source>language: en or es (default: the saved setting, else the system&apos;s)</source>
        <translation>idioma: en o es (por defecto: el guardado en la configuración, si no, el del sistema)</translation>
    </message>
    <message>
        <source>share the table with phones on the local network (--share=PORT: default 8765, 0: any free port)</source>
        <translation>compartir la mesa con los teléfonos de la red local (--share=PUERTO: por defecto 8765, 0: cualquier puerto libre)</translation>
    </message>
    <message>
        <source>list every scheme card, sorted by English name</source>
        <translation>lista todas las cartas de plan, ordenadas por su nombre en inglés</translation>
    </message>
    <message>
        <source>language: en or es</source>
        <translation>idioma: en o es</translation>
    </message>
    <message>
        <source>print a JSON array</source>
        <translation>imprime una matriz JSON</translation>
    </message>
    <message>
        <source>list every plane and phenomenon, sorted by English name</source>
        <translation>lista todos los planos y fenómenos, ordenados por su nombre en inglés</translation>
    </message>
    <message>
        <source>apply a saved game (journal) and print its final state</source>
        <translation>aplica una partida guardada (registro) e imprime su estado final</translation>
    </message>
    <message>
        <source>the saved game, a .jsonl journal</source>
        <translation>la partida guardada, un registro .jsonl</translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <translation>imprime un objeto JSON</translation>
    </message>
    <message>
        <source>open the app on a saved game (also: archenemy FILE)</source>
        <translation>abrir la aplicación con una partida guardada (también: archenemy ARCHIVO)</translation>
    </message>
    <message>
        <source>the output could not be written: %1</source>
        <translation>no se pudo escribir la salida: %1</translation>
    </message>
    <message>
        <source>doom counters: %1</source>
        <translation>contadores de perdición: %1</translation>
    </message>
    <message>
        <source>%1 is a folder, not a saved game</source>
        <translation>%1 es una carpeta, no una partida guardada</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: no existe ese archivo</translation>
    </message>
    <message>
        <source>%1: permission denied</source>
        <translation>%1: permiso denegado</translation>
    </message>
    <message>
        <source>%1 is not a valid saved game: %2</source>
        <translation>%1 no es una partida guardada válida: %2</translation>
    </message>
    <message>
        <source>warning: %1; the state below is the game up to line %2</source>
        <translation>aviso: %1; el estado de abajo es la partida hasta la línea %2</translation>
    </message>
    <message>
        <source>the finished games, newest first</source>
        <translation>las partidas terminadas, de la más reciente a la más antigua</translation>
    </message>
    <message>
        <source>scheme and planar deck tools (deck check FILE)</source>
        <translation>herramientas de mazos de planes y mazos planares (deck check ARCHIVO)</translation>
    </message>
    <message>
        <source>statistics of the finished games</source>
        <translation>estadísticas de las partidas terminadas</translation>
    </message>
    <message>
        <source>warning: line %1 ignored (%2); a torn tail is what a crash or a power cut leaves</source>
        <translation>aviso: se ignora la línea %1 (%2); un final cortado es lo que deja un cierre inesperado o un corte de luz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the card images from Scryfall (images fetch, images status)</source>
        <translation>las imágenes de las cartas de Scryfall (images fetch, images status)</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>en blanco</translation>
    </message>
    <message>
        <source>chaos</source>
        <translation>caos</translation>
    </message>
    <message>
        <source>Planeswalker symbol</source>
        <translation>símbolo de planeswalker</translation>
    </message>
    <message>
        <source>face up: %1</source>
        <translation>boca arriba: %1</translation>
    </message>
    <message>
        <source>cards left in the communal planar deck: %1</source>
        <translation>cartas que quedan en el mazo planar común: %1</translation>
    </message>
    <message>
        <source>cards left in the planar deck of %1: %2</source>
        <translation>cartas que quedan en el mazo planar de %1: %2</translation>
    </message>
    <message>
        <source>%1, counted as %2</source>
        <translation>%1, contado como %2</translation>
    </message>
    <message>
        <source>planar die: %1 rolled %2</source>
        <translation>dado planar: %1 ha sacado %2</translation>
    </message>
    <message>
        <source>revealed: %1</source>
        <translation>revelada: %1</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>Experiencia</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>carga</translation>
    </message>
    <message>
        <source>eruption</source>
        <translation>erupción</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>exposición</translation>
    </message>
    <message>
        <source>flame</source>
        <translation>llama</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>presión</translation>
    </message>
    <message>
        <source>scroll</source>
        <translation>pergamino</translation>
    </message>
</context>
<context>
    <name>DeckBuilderDialog</name>
    <message>
        <source>Deck builder</source>
        <translation>Creador de mazos</translation>
    </message>
    <message>
        <source>Schemes</source>
        <translation>Planes</translation>
    </message>
    <message>
        <source>Search name, rules text or set…  (Ctrl+F)</source>
        <translation>Buscar por nombre, texto de reglas o edición…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search schemes</source>
        <translation>Buscar planes</translation>
    </message>
    <message>
        <source>Enter adds the first match to the deck; Down moves to the list</source>
        <translation>Intro añade el primer resultado al mazo; Abajo pasa a la lista</translation>
    </message>
    <message>
        <source>All schemes</source>
        <translation>Todos los planes</translation>
    </message>
    <message>
        <source>Ongoing</source>
        <translation>Continuos</translation>
    </message>
    <message>
        <source>Not ongoing</source>
        <translation>No continuos</translation>
    </message>
    <message>
        <source>Show ongoing or other schemes</source>
        <translation>Mostrar planes continuos o los demás</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>Todas las ediciones</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Edición</translation>
    </message>
    <message>
        <source>Schemes: double-click or Enter adds a copy</source>
        <translation>Planes: doble clic o Intro añade una copia</translation>
    </message>
    <message>
        <source>Add to deck  →</source>
        <translation>Añadir al mazo  →</translation>
    </message>
    <message>
        <source>Add a copy of the selected scheme to the deck</source>
        <translation>Añadir al mazo una copia del plan seleccionado</translation>
    </message>
    <message>
        <source>Selected scheme</source>
        <translation>Plan seleccionado</translation>
    </message>
    <message>
        <source>Selected scheme&apos;s text</source>
        <translation>Texto del plan seleccionado</translation>
    </message>
    <message>
        <source>Deck &amp;name:</source>
        <translation>&amp;Nombre del mazo:</translation>
    </message>
    <message>
        <source>Name this deck to save it</source>
        <translation>Ponle nombre al mazo para guardarlo</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nombre del mazo</translation>
    </message>
    <message>
        <source>&amp;Check as:</source>
        <translation>&amp;Comprobar como:</translation>
    </message>
    <message>
        <source>A player&apos;s own planar deck (CR 901.3)</source>
        <translation>El mazo planar propio de un jugador (RC 901.3)</translation>
    </message>
    <message>
        <source>The communal planar deck, %1 players (CR 901.15a)</source>
        <translation>El mazo planar común, %1 jugadores (RC 901.15a)</translation>
    </message>
    <message>
        <source>Which planar deck rules apply</source>
        <translation>Qué reglas de mazo planar se aplican</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Variant whose deck rules apply</source>
        <translation>Variante cuyas reglas de mazo se aplican</translation>
    </message>
    <message>
        <source>Deck: Delete removes a copy, + adds one</source>
        <translation>Mazo: Supr quita una copia, + añade una</translation>
    </message>
    <message>
        <source>Deck &amp;kind:</source>
        <translation>&amp;Tipo de mazo:</translation>
    </message>
    <message>
        <source>Scheme deck</source>
        <translation>Mazo de planes</translation>
    </message>
    <message>
        <source>Planar deck</source>
        <translation>Mazo planar</translation>
    </message>
    <message>
        <source>Kind of deck: a scheme deck or a planar deck</source>
        <translation>Tipo de mazo: un mazo de planes o un mazo planar</translation>
    </message>
    <message>
        <source>Choose another kind to start a new deck of it</source>
        <translation>Elige otro tipo para empezar un mazo nuevo de ese tipo</translation>
    </message>
    <message>
        <source>Add a copy of the selected deck row</source>
        <translation>Añadir una copia de la fila seleccionada del mazo</translation>
    </message>
    <message>
        <source>Add a copy  (+ or Insert)</source>
        <translation>Añadir una copia  (+ o Insert)</translation>
    </message>
    <message>
        <source>Remove a copy of the selected deck row</source>
        <translation>Quitar una copia de la fila seleccionada del mazo</translation>
    </message>
    <message>
        <source>Remove a copy  (Delete or −)</source>
        <translation>Quitar una copia  (Supr o −)</translation>
    </message>
    <message>
        <source>Remove all copies</source>
        <translation>Quitar todas las copias</translation>
    </message>
    <message>
        <source>Remove every copy of the selected deck row</source>
        <translation>Quitar todas las copias de la fila seleccionada del mazo</translation>
    </message>
    <message>
        <source>Clear deck</source>
        <translation>Vaciar el mazo</translation>
    </message>
    <message>
        <source>Remove every card from the deck</source>
        <translation>Quitar todas las cartas del mazo</translation>
    </message>
    <message>
        <source>Deck check</source>
        <translation>Comprobación del mazo</translation>
    </message>
    <message>
        <source>Deck check result</source>
        <translation>Resultado de la comprobación del mazo</translation>
    </message>
    <message>
        <source>phenomenon</source>
        <translation>fenómeno</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>&amp;Partir de:</translation>
    </message>
    <message>
        <source>Saved or official deck to load</source>
        <translation>Mazo guardado u oficial que cargar</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <source>Load the chosen deck</source>
        <translation>Cargar el mazo elegido</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Delete the chosen saved deck</source>
        <translation>Eliminar el mazo guardado elegido</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Import a deck list file</source>
        <translation>Importar un archivo de lista de mazo</translation>
    </message>
    <message>
        <source>Paste list…</source>
        <translation>Pegar lista…</translation>
    </message>
    <message>
        <source>Paste a deck list</source>
        <translation>Pegar una lista de mazo</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Export the deck list to a file</source>
        <translation>Exportar la lista del mazo a un archivo</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the deck list to the clipboard</source>
        <translation>Copiar la lista del mazo al portapapeles</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Guardar mazo</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>Guardar el mazo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close the deck builder</source>
        <translation>Cerrar el creador de mazos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>ongoing</source>
        <translation>continuo</translation>
    </message>
    <message>
        <source>%1 in deck</source>
        <translation>%1 en el mazo</translation>
    </message>
    <message>
        <source>All %1 schemes shown</source>
        <translation>Se muestran los %1 planes</translation>
    </message>
    <message>
        <source>Unofficial translation</source>
        <translation>Traducción no oficial</translation>
    </message>
    <message>
        <source>Deck: 1 card</source>
        <translation>Mazo: 1 carta</translation>
    </message>
    <message>
        <source>Deck: %1 cards</source>
        <translation>Mazo: %1 cartas</translation>
    </message>
    <message>
        <source>, 1 phenomenon</source>
        <translation>, 1 fenómeno</translation>
    </message>
    <message>
        <source>, %1 phenomena</source>
        <translation>, %1 fenómenos</translation>
    </message>
    <message>
        <source>the communal planar deck for %1 players</source>
        <translation>el mazo planar común para %1 jugadores</translation>
    </message>
    <message>
        <source>CR 901.15a: at least %1 cards, at most %2 phenomena, every English name once.</source>
        <translation>RC 901.15a: al menos %1 cartas, como máximo %2 fenómenos, cada nombre en inglés una sola vez.</translation>
    </message>
    <message>
        <source>a player&apos;s own planar deck</source>
        <translation>mazo planar propio de un jugador</translation>
    </message>
    <message>
        <source>CR 901.3: at least %1 cards, at most %2 phenomena, every English name once.</source>
        <translation>RC 901.3: al menos %1 cartas, como máximo %2 fenómenos, cada nombre en inglés una sola vez.</translation>
    </message>
    <message>
        <source>Legal as %1: %2 cards</source>
        <translation>Legal como %1: %2 cartas</translation>
    </message>
    <message>
        <source>Not legal as %1:</source>
        <translation>No es legal como %1:</translation>
    </message>
    <message>
        <source>Legal for %1: 1 card</source>
        <translation>Legal para %1: 1 carta</translation>
    </message>
    <message>
        <source>Legal for %1: %2 cards</source>
        <translation>Legal para %1: %2 cartas</translation>
    </message>
    <message>
        <source>Lines that could not be read were left out: %1</source>
        <translation>Se han omitido las líneas que no se pudieron leer: %1</translation>
    </message>
    <message>
        <source>Official: %1 · %2 cards</source>
        <translation>Oficial: %1 · %2 cartas</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 schemes shown</source>
        <translation>Se muestran %1 de %2 planes</translation>
    </message>
    <message>
        <source>Deck builder — %1</source>
        <translation>Creador de mazos — %1</translation>
    </message>
    <message>
        <source>Not legal for %1:</source>
        <translation>No es legal para %1:</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Advertencia: %1</translation>
    </message>
    <message>
        <source>Save this deck under its name  (Ctrl+S)</source>
        <translation>Guardar este mazo con su nombre  (Ctrl+S)</translation>
    </message>
    <message>
        <source>Type a name for the deck to save it.</source>
        <translation>Escribe un nombre para el mazo para guardarlo.</translation>
    </message>
    <message>
        <source>Add schemes to the deck to save it.</source>
        <translation>Añade planes al mazo para guardarlo.</translation>
    </message>
    <message>
        <source>Add planes or phenomena to the deck to save it.</source>
        <translation>Añade planos o fenómenos al mazo para guardarlo.</translation>
    </message>
    <message>
        <source>No plane or phenomenon matches the search.</source>
        <translation>Ningún plano ni fenómeno coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>Se ha guardado “%1”.</translation>
    </message>
    <message>
        <source>Loaded “%1”.</source>
        <translation>Se ha cargado “%1”.</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>Se ha eliminado “%1”.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportado a %1.</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>Se ha importado %1.</translation>
    </message>
    <message>
        <source>Imported %1: a planar deck list.</source>
        <translation>Se ha importado %1: una lista de mazo planar.</translation>
    </message>
    <message>
        <source>Imported %1: a scheme deck list.</source>
        <translation>Se ha importado %1: una lista de mazo de planes.</translation>
    </message>
    <message>
        <source>Deck list copied to the clipboard.</source>
        <translation>Lista del mazo copiada al portapapeles.</translation>
    </message>
    <message>
        <source>No scheme matches the search.</source>
        <translation>Ningún plan coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>A new scheme deck.</source>
        <translation>Un mazo de planes nuevo.</translation>
    </message>
    <message>
        <source>A new planar deck of planes and phenomena.</source>
        <translation>Un mazo planar nuevo, de planos y fenómenos.</translation>
    </message>
    <message>
        <source>Removed %1 × “%2”. %3 puts them back.</source>
        <translation>Quitado: %1 × «%2». %3 lo deshace.</translation>
    </message>
    <message>
        <source>Removed every card. %1 puts them back.</source>
        <translation>Quitadas todas las cartas. %1 lo deshace.</translation>
    </message>
    <message>
        <source>Remove every card from this deck?</source>
        <translation>¿Quitar todas las cartas de este mazo?</translation>
    </message>
    <message>
        <source>Choose a saved or official deck…</source>
        <translation>Elige un mazo guardado u oficial…</translation>
    </message>
    <message>
        <source>Saved planar deck: %1</source>
        <translation>Mazo planar guardado: %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Load deck</source>
        <translation>Cargar mazo</translation>
    </message>
    <message>
        <source>Replace the deck you are building? Its unsaved changes will be lost.</source>
        <translation>¿Reemplazar el mazo que estás creando? Se perderán sus cambios sin guardar.</translation>
    </message>
    <message>
        <source>Start a new deck of the other kind? The unsaved changes of this one will be lost.</source>
        <translation>¿Empezar un mazo nuevo del otro tipo? Se perderán los cambios sin guardar de este.</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Mazo nuevo</translation>
    </message>
    <message>
        <source>The deck “%1” has unsaved changes. Save it before closing?</source>
        <translation>El mazo “%1” tiene cambios sin guardar. ¿Guardarlo antes de cerrar?</translation>
    </message>
    <message>
        <source>This deck has unsaved changes. Save it before closing?</source>
        <translation>Este mazo tiene cambios sin guardar. ¿Guardarlo antes de cerrar?</translation>
    </message>
    <message>
        <source>Delete saved deck</source>
        <translation>Eliminar mazo guardado</translation>
    </message>
    <message>
        <source>Delete the saved deck “%1”? This cannot be undone.</source>
        <translation>¿Eliminar el mazo guardado “%1”? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Replace saved deck</source>
        <translation>Reemplazar mazo guardado</translation>
    </message>
    <message>
        <source>A saved deck is already called “%1”. Replace it?</source>
        <translation>Ya hay un mazo guardado llamado “%1”. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.dec *.dck)</source>
        <translation>Listas de mazo (*.txt *.dec *.dck)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export deck list</source>
        <translation>Exportar lista de mazo</translation>
    </message>
    <message>
        <source>Import deck list</source>
        <translation>Importar lista de mazo</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <source>Secret Lair</source>
        <translation>Secret Lair</translation>
    </message>
    <message>
        <source>product</source>
        <translation>producto</translation>
    </message>
    <message>
        <source>Planes and phenomena</source>
        <translation>Planos y fenómenos</translation>
    </message>
    <message>
        <source>Search name, text, plane type or set…  (Ctrl+F)</source>
        <translation>Buscar por nombre, texto, tipo de plano o edición…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search planes and phenomena</source>
        <translation>Buscar planos y fenómenos</translation>
    </message>
    <message>
        <source>All planar cards</source>
        <translation>Todas las cartas planares</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Planos</translation>
    </message>
    <message>
        <source>Phenomena</source>
        <translation>Fenómenos</translation>
    </message>
    <message>
        <source>Product cards</source>
        <translation>Cartas de producto</translation>
    </message>
    <message>
        <source>Event and Secret Lair cards</source>
        <translation>Cartas de evento y de Secret Lair</translation>
    </message>
    <message>
        <source>Show planes, phenomena, product or event cards</source>
        <translation>Mostrar planos, fenómenos, cartas de producto o de evento</translation>
    </message>
    <message>
        <source>Planes and phenomena: double-click or Enter adds the card</source>
        <translation>Planos y fenómenos: doble clic o Intro añade la carta</translation>
    </message>
    <message>
        <source>Add the selected planar card to the deck</source>
        <translation>Añadir al mazo la carta planar seleccionada</translation>
    </message>
    <message>
        <source>Selected planar card</source>
        <translation>Carta planar seleccionada</translation>
    </message>
    <message>
        <source>Selected planar card&apos;s text</source>
        <translation>Texto de la carta planar seleccionada</translation>
    </message>
    <message>
        <source>All %1 planar cards shown</source>
        <translation>Se muestran las %1 cartas planares</translation>
    </message>
    <message>
        <source>%1 of %2 planar cards shown</source>
        <translation>Se muestran %1 de %2 cartas planares</translation>
    </message>
    <message>
        <source>Chaos ability:</source>
        <translation>Habilidad de caos:</translation>
    </message>
    <message>
        <source>Left out of the ready communal planar deck.</source>
        <translation>Fuera del mazo planar común listo.</translation>
    </message>
</context>
<context>
    <name>DeckCheck</name>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>line %1: unknown scheme “%2”; did you mean “%3”?</source>
        <translation>línea %1: plan desconocido “%2”; ¿querías decir “%3”?</translation>
    </message>
    <message>
        <source>line %1: unknown scheme “%2”</source>
        <translation>línea %1: plan desconocido “%2”</translation>
    </message>
    <message>
        <source>line %1: “%2” is not a valid number of copies of “%3”; use a whole number of at least 1</source>
        <translation>línea %1: “%2” no es un número válido de copias de “%3”; usa un número entero igual o mayor que 1</translation>
    </message>
    <message>
        <source>line %1: “%2” is not a valid number of copies; use a whole number of at least 1</source>
        <translation>línea %1: “%2” no es un número válido de copias; usa un número entero igual o mayor que 1</translation>
    </message>
    <message>
        <source>line %1: the count “%2” is not followed by a scheme name</source>
        <translation>línea %1: la cantidad “%2” no va seguida del nombre de un plan</translation>
    </message>
    <message>
        <source>lines %1: %2 copies of “%3”; each card must have a different English name</source>
        <translation>líneas %1: %2 copias de “%3”; cada carta debe tener un nombre en inglés distinto</translation>
    </message>
    <message>
        <source>line %1: %2 copies of “%3”; each card must have a different English name</source>
        <translation>línea %1: %2 copias de “%3”; cada carta debe tener un nombre en inglés distinto</translation>
    </message>
    <message>
        <source>lines %1: %2 copies of “%3”; at most %4 with one English name are allowed</source>
        <translation>líneas %1: %2 copias de “%3”; se permiten como máximo %4 con el mismo nombre en inglés</translation>
    </message>
    <message>
        <source>line %1: %2 copies of “%3”; at most %4 with one English name are allowed</source>
        <translation>línea %1: %2 copias de “%3”; se permiten como máximo %4 con el mismo nombre en inglés</translation>
    </message>
    <message>
        <source>deck has 1 card; at least %1 are needed</source>
        <translation>el mazo tiene 1 carta; se necesitan al menos %1</translation>
    </message>
    <message>
        <source>deck has %1 cards; at least %2 are needed</source>
        <translation>el mazo tiene %1 cartas; se necesitan al menos %2</translation>
    </message>
    <message>
        <source>the deck list names no schemes; at least %1 are needed</source>
        <translation>la lista del mazo no nombra ningún plan; se necesitan al menos %1</translation>
    </message>
    <message>
        <source>lines %1: “%2” refers to your commander; it only works in an Archenemy Commander game</source>
        <translation>líneas %1: “%2” hace referencia a tu comandante; solo funciona en una partida de Archenemy Commander</translation>
    </message>
    <message>
        <source>line %1: “%2” refers to your commander; it only works in an Archenemy Commander game</source>
        <translation>línea %1: “%2” hace referencia a tu comandante; solo funciona en una partida de Archenemy Commander</translation>
    </message>
    <message>
        <source>line %1: unknown plane or phenomenon “%2”; did you mean “%3”?</source>
        <translation>línea %1: plano o fenómeno desconocido “%2”; ¿querías decir “%3”?</translation>
    </message>
    <message>
        <source>line %1: unknown plane or phenomenon “%2”</source>
        <translation>línea %1: plano o fenómeno desconocido “%2”</translation>
    </message>
    <message>
        <source>line %1: the count “%2” is not followed by the name of a plane or phenomenon</source>
        <translation>línea %1: a la cantidad “%2” no le sigue el nombre de un plano o fenómeno</translation>
    </message>
    <message>
        <source>the deck list names no planes; at least %1 are needed</source>
        <translation>la lista no nombra ningún plano; se necesitan al menos %1</translation>
    </message>
    <message>
        <source>lines %1: %2 phenomena; a planar deck can hold at most %3</source>
        <translation>líneas %1: %2 fenómenos; un mazo planar puede tener como máximo %3</translation>
    </message>
    <message>
        <source>line %1: %2 phenomena; a planar deck can hold at most %3</source>
        <translation>línea %1: %2 fenómenos; un mazo planar puede tener como máximo %3</translation>
    </message>
    <message>
        <source>line %1: “%2” is a scheme; a planar deck list names only planes and phenomena</source>
        <translation>línea %1: “%2” es un plan; una lista de mazo planar solo nombra planos y fenómenos</translation>
    </message>
    <message>
        <source>line %1: “%2” is a planar card; a scheme deck list names only schemes</source>
        <translation>línea %1: “%2” es una carta planar; una lista de mazo de planes solo nombra planes</translation>
    </message>
    <message>
        <source>FILE is read as UTF-8 (a byte order mark is fine); if it is not valid UTF-8,
as Windows-1252 (cp1252).
Exit status: 0 legal (warnings allowed), 1 not legal or empty,
2 bad arguments or a file that cannot be read as text.</source>
        <translation>FILE se lee como UTF-8 (admite una marca de orden de bytes); si no es UTF-8 válido,
como Windows-1252 (cp1252).
Estado de salida: 0 legal (se admiten advertencias), 1 no legal o vacío,
2 argumentos incorrectos o un archivo que no se puede leer como texto.</translation>
    </message>
    <message>
        <source>the deck list</source>
        <translation>la lista del mazo</translation>
    </message>
    <message>
        <source>“%1” is not a number of players of at least 2</source>
        <translation>“%1” no es un número de jugadores de al menos 2</translation>
    </message>
    <message>
        <source>Check a scheme deck list or a planar deck list: one card per line as “2 Name”,
“2x Name” or “Name”; # and // start comments; set codes such as (OE01) 7 are
ignored. The command says which kind of list it read: a planar deck list is
checked as a player&apos;s own planar deck (CR 901.3), or with --players as the
communal planar deck (CR 901.15a).</source>
        <translation>Comprueba una lista de mazo de planes o de mazo planar: una carta por línea, como
“2 Nombre”, “2x Nombre” o “Nombre”; # y // inician comentarios; los códigos de
edición como (OE01) 7 se ignoran. El comando dice qué tipo de lista ha leído: una
lista de mazo planar se comprueba como el mazo planar propio de un jugador
(RC 901.3), o con --players como el mazo planar común (RC 901.15a).</translation>
    </message>
    <message>
        <source>the scheme deck rules to check against (default: archenemy); planechase checks the list as a planar deck</source>
        <translation>las reglas del mazo de planes con las que comprobarlo (por defecto: archenemy); planechase lo comprueba como mazo planar</translation>
    </message>
    <message>
        <source>check a planar deck list as the communal planar deck of N players (CR 901.15a)</source>
        <translation>comprueba una lista de mazo planar como el mazo planar común de N jugadores (RC 901.15a)</translation>
    </message>
    <message>
        <source>language of the messages (default: the system locale, else en)</source>
        <translation>idioma de los mensajes (por defecto: el del sistema; si no, en)</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>muestra el resultado en JSON</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>advertencia: %1</translation>
    </message>
    <message>
        <source>The scheme deck is legal for %1: 1 card.</source>
        <translation>El mazo de planes es legal para %1: 1 carta.</translation>
    </message>
    <message>
        <source>The scheme deck is legal for %1: %2 cards.</source>
        <translation>El mazo de planes es legal para %1: %2 cartas.</translation>
    </message>
    <message>
        <source>The scheme deck is not legal for %1.</source>
        <translation>El mazo de planes no es legal para %1.</translation>
    </message>
    <message>
        <source>The communal planar deck for %1 players is legal (CR 901.15a): %2 cards.</source>
        <translation>El mazo planar común para %1 jugadores es legal (RC 901.15a): %2 cartas.</translation>
    </message>
    <message>
        <source>The communal planar deck for %1 players is not legal (CR 901.15a: at least %2 cards, at most %3 phenomena, every English name once).</source>
        <translation>El mazo planar común para %1 jugadores no es legal (RC 901.15a: al menos %2 cartas, como máximo %3 fenómenos, cada nombre en inglés una sola vez).</translation>
    </message>
    <message>
        <source>The planar deck is legal as a player&apos;s own planar deck (CR 901.3): %1 cards.</source>
        <translation>El mazo planar es legal como mazo planar propio de un jugador (RC 901.3): %1 cartas.</translation>
    </message>
    <message>
        <source>The planar deck is not legal as a player&apos;s own planar deck (CR 901.3: at least %1 cards, at most %2 phenomena, every English name once).</source>
        <translation>El mazo planar no es legal como mazo planar propio de un jugador (RC 901.3: al menos %1 cartas, como máximo %2 fenómenos, cada nombre en inglés una sola vez).</translation>
    </message>
    <message>
        <source>--players is for a communal planar deck; %1 is a scheme deck list</source>
        <translation>--players es para un mazo planar común; %1 es una lista de mazo de planes</translation>
    </message>
</context>
<context>
    <name>DeckStore</name>
    <message>
        <source>A deck name must be text.</source>
        <extracomment>The kinds of saved deck: a scheme deck (CR 314) or a planar deck (CR 901.3).</extracomment>
        <translation>El nombre de un mazo debe ser texto.</translation>
    </message>
    <message>
        <source>Type a name for the deck.</source>
        <translation>Escribe un nombre para el mazo.</translation>
    </message>
    <message>
        <source>A deck name can have at most %1 characters; this one has %2.</source>
        <translation>El nombre de un mazo puede tener como máximo %1 caracteres; este tiene %2.</translation>
    </message>
    <message>
        <source>A deck name cannot contain line breaks or control characters.</source>
        <translation>El nombre de un mazo no puede contener saltos de línea ni caracteres de control.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KB: not a deck list.</source>
        <translation>%1 ocupa más de %2 KB: no es una lista de mazo.</translation>
    </message>
    <message>
        <source>%1 is not a text file (it has NUL bytes); save it as UTF-8 text.</source>
        <translation>%1 no es un archivo de texto (tiene bytes NUL); guárdalo como texto UTF-8.</translation>
    </message>
    <message>
        <source>%1 is not a text file (neither UTF-8 nor Windows-1252).</source>
        <translation>%1 no es un archivo de texto (ni UTF-8 ni Windows-1252).</translation>
    </message>
    <message>
        <source>%1 is a folder, not a deck list.</source>
        <translation>%1 es una carpeta, no una lista de mazo.</translation>
    </message>
    <message>
        <source>%1: no such file.</source>
        <translation>%1: no existe el archivo.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>A deck list must be text.</source>
        <translation>Una lista de mazo debe ser texto.</translation>
    </message>
    <message>
        <source>Cannot save the deck “%1”: %2</source>
        <translation>No se puede guardar el mazo “%1”: %2</translation>
    </message>
    <message>
        <source>“%1” is not a saved deck.</source>
        <translation>“%1” no es un mazo guardado.</translation>
    </message>
    <message>
        <source>Cannot delete the deck “%1”: %2</source>
        <translation>No se puede eliminar el mazo “%1”: %2</translation>
    </message>
</context>
<context>
    <name>DeckTextDialog</name>
    <message>
        <source>Paste a planar deck list</source>
        <translation>Pegar una lista de mazo planar</translation>
    </message>
    <message>
        <source>One plane or phenomenon per line, such as “1 Academy at Tolaria West” or just “Name”; # and // start comments. English or translated names.</source>
        <translation>Un plano o fenómeno por línea, como “1 Academia en Tolaria Oeste” o solo “Nombre”; # y // inician comentarios. Nombres en inglés o traducidos.</translation>
    </message>
    <message>
        <source>Paste a deck list</source>
        <translation>Pegar una lista de mazo</translation>
    </message>
    <message>
        <source>One scheme per line, such as “2 Because I Have Willed It”, “2x Name” or just “Name”; # and // start comments. English or translated names.</source>
        <translation>Un plan por línea, como “2 Porque así lo he querido”, “2x Nombre” o solo “Nombre”; # y // inician comentarios. Nombres en inglés o traducidos.</translation>
    </message>
    <message>
        <source>Deck list text</source>
        <translation>Texto de la lista del mazo</translation>
    </message>
    <message>
        <source>Paste or type a deck list here</source>
        <translation>Pega o escribe aquí una lista de mazo</translation>
    </message>
    <message>
        <source>Lines that could not be read</source>
        <translation>Líneas que no se pudieron leer</translation>
    </message>
    <message>
        <source>Use this list</source>
        <translation>Usar esta lista</translation>
    </message>
    <message>
        <source>Use this list as the deck</source>
        <translation>Usar esta lista como mazo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>1 card recognized.</source>
        <translation>1 carta reconocida.</translation>
    </message>
    <message>
        <source>%1 cards recognized.</source>
        <translation>%1 cartas reconocidas.</translation>
    </message>
    <message>
        <source>These lines could not be read and will be left out:</source>
        <translation>Estas líneas no se pudieron leer y se omitirán:</translation>
    </message>
</context>
<context>
    <name>DownloadAllDialog</name>
    <message>
        <source>Download all card images</source>
        <translation>Descargar todas las imágenes de las cartas</translation>
    </message>
    <message>
        <source>Card images ready: %1 of %2.</source>
        <translation>Imágenes de las cartas listas: %1 de %2.</translation>
    </message>
    <message>
        <source>Schemes: %1 of %2; planes and phenomena: %3 of %4.</source>
        <translation>Planes: %1 de %2; planos y fenómenos: %3 de %4.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2.</source>
        <translation>No se pudieron descargar %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled. The images already downloaded are kept.</source>
        <translation>Cancelado. Las imágenes ya descargadas se conservan.</translation>
    </message>
    <message>
        <source>The card images could not be downloaded.</source>
        <translation>No se pudieron descargar las imágenes de las cartas.</translation>
    </message>
    <message>
        <source>Downloading the card images from Scryfall…</source>
        <translation>Descargando las imágenes de las cartas de Scryfall…</translation>
    </message>
    <message>
        <source>%1 schemes, %2 planes and phenomena.</source>
        <translation>%1 planes, %2 planos y fenómenos.</translation>
    </message>
</context>
<context>
    <name>EffectNumbers</name>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Apply  [%1]</source>
        <translation>Aplicar  [%1]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Press Enter to apply these numbers, or Cancel.</source>
        <translation>Pulsa Intro para aplicar estos números, o Cancelar.</translation>
    </message>
    <message>
        <source>Nothing applied: %1.</source>
        <translation>No se ha aplicado nada: %1.</translation>
    </message>
    <message>
        <source>Every number is 0: nothing to apply. Type the number, or Cancel.</source>
        <translation>Todos los números son 0: no hay nada que aplicar. Escribe el número, o Cancelar.</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source>Each opponent loses %2 life; you gain the total</source>
        <translation>Cada oponente pierde %2 vidas; ganas el total</translation>
    </message>
    <message>
        <source>%1 loses %2 life</source>
        <translation>%1 pierde %2 vidas</translation>
    </message>
    <message>
        <source>%1 chooses self: %2 damage</source>
        <translation>%1 se elige a sí mismo: %2 puntos de daño</translation>
    </message>
    <message>
        <source>%1 chooses others: %2 damage to each other opponent</source>
        <translation>%1 elige a los demás: %2 puntos de daño a cada uno de los demás oponentes</translation>
    </message>
    <message>
        <source>Each opponent&apos;s life becomes %2</source>
        <translation>El total de vidas de cada oponente pasa a ser %2</translation>
    </message>
    <message>
        <source>Damage to each opponent equal to their hand size</source>
        <translation>Daño a cada oponente igual al número de cartas en su mano</translation>
    </message>
    <message>
        <source>%1 gains life equal to the creature&apos;s toughness</source>
        <translation>%1 gana vidas igual a la resistencia de la criatura</translation>
    </message>
    <message>
        <source>%1 pays X mana and gains X life</source>
        <translation>%1 paga X de maná y gana X vidas</translation>
    </message>
    <message>
        <source>X damage to %1</source>
        <translation>X puntos de daño a %1</translation>
    </message>
    <message>
        <source>Target players gain 5 life per mode, three in all</source>
        <translation>Los jugadores objetivo ganan 5 vidas por modo, tres en total</translation>
    </message>
    <message>
        <source>Damage to %1 equal to the revealed mana value</source>
        <translation>Daño a %1 igual al valor de maná mostrado</translation>
    </message>
    <message>
        <source>Value of X:</source>
        <translation>Valor de X:</translation>
    </message>
    <message>
        <source>Toughness of the destroyed creature (0 if none was destroyed):</source>
        <translation>Resistencia de la criatura destruida (0 si no se destruyó ninguna):</translation>
    </message>
    <message>
        <source>Total mana value of the revealed nonland cards:</source>
        <translation>Valor de maná total de las cartas que no son tierra mostradas:</translation>
    </message>
    <message>
        <source>Modes “gains 5 life” chosen for %1:</source>
        <translation>Modos “gana 5 vidas” elegidos para %1:</translation>
    </message>
    <message>
        <source>Cards in %1&apos;s hand:</source>
        <translation>Cartas en la mano de %1:</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>an action must be a JSON object</source>
        <translation>una acción debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>unknown action type “%1”</source>
        <translation>tipo de acción desconocido “%1”</translation>
    </message>
    <message>
        <source>the action “%1” needs the field “%2”</source>
        <translation>la acción “%1” necesita el campo “%2”</translation>
    </message>
    <message>
        <source>the action “%1” has a wrong value in the field “%2”</source>
        <translation>la acción “%1” tiene un valor incorrecto en el campo “%2”</translation>
    </message>
    <message>
        <source>unknown scheme “%1”; did you mean “%2”?</source>
        <translation>plan desconocido “%1”; ¿quisiste decir “%2”?</translation>
    </message>
    <message>
        <source>unknown scheme “%1”</source>
        <translation>plan desconocido “%1”</translation>
    </message>
    <message>
        <source>a deck list is written from scheme ids, not from text</source>
        <translation>una lista de mazo se escribe a partir de identificadores de planes, no de un texto</translation>
    </message>
    <message>
        <source>“%2” is not a valid number of copies of “%1”; use a whole number of at least 1</source>
        <translation>“%2” no es un número válido de copias de “%1”; usa un número entero de al menos 1</translation>
    </message>
    <message>
        <source>this file is not a text file (neither UTF-8 nor Windows-1252)</source>
        <translation>este archivo no es de texto (ni UTF-8 ni Windows-1252)</translation>
    </message>
    <message>
        <source>unknown variant “%1”: use archenemy, rumble or commander</source>
        <translation>variante desconocida “%1”: usa archenemy, rumble o commander</translation>
    </message>
    <message>
        <source>this variant needs %1 to %2 players, not %3</source>
        <translation>esta variante necesita de %1 a %2 jugadores, no %3</translation>
    </message>
    <message>
        <source>seat %1 has no name</source>
        <translation>el asiento %1 no tiene nombre</translation>
    </message>
    <message>
        <source>seat %1: the name “%2” begins or ends with spaces</source>
        <translation>asiento %1: el nombre “%2” empieza o termina con espacios</translation>
    </message>
    <message>
        <source>seat %1: the name “%2” is longer than %3 characters</source>
        <translation>asiento %1: el nombre “%2” tiene más de %3 caracteres</translation>
    </message>
    <message>
        <source>seat %1: the name “%2” is used twice</source>
        <translation>asiento %1: el nombre “%2” está repetido</translation>
    </message>
    <message>
        <source>seat %1: “%2” is reserved for the heroes&apos; team</source>
        <translation>asiento %1: “%2” está reservado para el equipo de los héroes</translation>
    </message>
    <message>
        <source>seat %1 (%2): the colour “%3” is not #rrggbb</source>
        <translation>asiento %1 (%2): el color “%3” no tiene la forma #rrggbb</translation>
    </message>
    <message>
        <source>seat %1 (%2) needs a scheme deck</source>
        <translation>el asiento %1 (%2) necesita un mazo de planes</translation>
    </message>
    <message>
        <source>seat %1 (%2) is a hero and has no scheme deck</source>
        <translation>el asiento %1 (%2) es un héroe y no tiene mazo de planes</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>no hay nada que deshacer</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>no hay nada que rehacer</translation>
    </message>
    <message>
        <source>the rules do not apply “%1” actions</source>
        <translation>las reglas no aplican acciones “%1”</translation>
    </message>
    <message>
        <source>no player is called “%1”</source>
        <translation>ningún jugador se llama “%1”</translation>
    </message>
    <message>
        <source>%1 has no scheme deck</source>
        <translation>%1 no tiene mazo de planes</translation>
    </message>
    <message>
        <source>question %1 is not waiting for an answer</source>
        <translation>la pregunta %1 no está esperando respuesta</translation>
    </message>
    <message>
        <source>scheme card %1 is not face up</source>
        <translation>la carta de plan %1 no está boca arriba</translation>
    </message>
    <message>
        <source>%1 has left the game</source>
        <translation>%1 ha abandonado la partida</translation>
    </message>
    <message>
        <source>a change for %1 needs an amount other than 0</source>
        <translation>un cambio para %1 necesita una cantidad distinta de 0</translation>
    </message>
    <message>
        <source>“%2” is not a colour for %1 (#rrggbb)</source>
        <translation>“%2” no es un color para %1 (#rrggbb)</translation>
    </message>
    <message>
        <source>%1 cannot have %2 poison counters</source>
        <translation>%1 no puede tener %2 contadores de veneno</translation>
    </message>
    <message>
        <source>commander damage is tracked only in the Archenemy Commander option</source>
        <translation>el daño de comandante solo se lleva en la opción Archenemy Commander</translation>
    </message>
    <message>
        <source>%1 cannot have taken %3 damage from %2&apos;s commander</source>
        <translation>%1 no puede haber recibido %3 de daño del comandante de %2</translation>
    </message>
    <message>
        <source>answer the question first (%1 waiting)</source>
        <translation>responde primero a la pregunta (%1 pendiente)</translation>
    </message>
    <message>
        <source>this question takes yes or no</source>
        <translation>esta pregunta se responde con sí o no</translation>
    </message>
    <message>
        <source>this question takes only Done</source>
        <translation>esta pregunta solo admite Hecho</translation>
    </message>
    <message>
        <source>this question takes a whole number, 0 or more</source>
        <translation>esta pregunta admite un número entero, 0 o más</translation>
    </message>
    <message>
        <source>this question takes one of: %1</source>
        <translation>esta pregunta admite una de estas respuestas: %1</translation>
    </message>
    <message>
        <source>make the choices of “%1” before marking it done</source>
        <translation>haz las elecciones de “%1” antes de marcarlo como hecho</translation>
    </message>
    <message>
        <source>%1 was already chosen for “%2”</source>
        <translation>%1 ya fue elegido para “%2”</translation>
    </message>
    <message>
        <source>%1 cannot pay %2 life (CR 119.4)</source>
        <translation>%1 no puede pagar %2 vidas (RC 119.4)</translation>
    </message>
    <message>
        <source>“%1” is not abandoned by an event</source>
        <translation>“%1” no se abandona por un suceso</translation>
    </message>
    <message>
        <source>this file is not a saved game (it holds binary data)</source>
        <translation>este archivo no es una partida guardada (contiene datos binarios)</translation>
    </message>
    <message>
        <source>this file is not a saved game (it is not UTF-8 text)</source>
        <translation>este archivo no es una partida guardada (no es texto UTF-8)</translation>
    </message>
    <message>
        <source>this file is empty, not a saved game</source>
        <translation>este archivo está vacío, no es una partida guardada</translation>
    </message>
    <message>
        <source>this file is not an Archenemy Companion saved game</source>
        <translation>este archivo no es una partida guardada de Archenemy Companion</translation>
    </message>
    <message>
        <source>this line is not readable JSON</source>
        <translation>esta línea no es JSON legible</translation>
    </message>
    <message>
        <source>invalid action</source>
        <translation>acción no válida</translation>
    </message>
    <message>
        <source>dropped after a bad line</source>
        <translation>descartada tras una línea errónea</translation>
    </message>
    <message>
        <source>the header&apos;s “version” is not a format version</source>
        <translation>la “version” de la cabecera no es una versión de formato</translation>
    </message>
    <message>
        <source>this saved game has format version %1, newer than this app reads (%2); update Archenemy Companion</source>
        <translation>esta partida guardada tiene la versión de formato %1, más nueva que la que lee esta aplicación (%2); actualiza Archenemy Companion</translation>
    </message>
    <message>
        <source>the header&apos;s variant %1 is unknown</source>
        <translation>la variante %1 de la cabecera es desconocida</translation>
    </message>
    <message>
        <source>the header&apos;s deck mode %1 is unknown</source>
        <translation>el modo de mazo %1 de la cabecera es desconocido</translation>
    </message>
    <message>
        <source>the header&apos;s “players” must be a list of names and decks</source>
        <translation>los “players” de la cabecera deben ser una lista de nombres y mazos</translation>
    </message>
    <message>
        <source>a player&apos;s colour must be text like #c0392b</source>
        <translation>el color de un jugador debe ser un texto como #c0392b</translation>
    </message>
    <message>
        <source>the header&apos;s “scheme_decks” must map players to lists of scheme ids</source>
        <translation>los “scheme_decks” de la cabecera deben asociar jugadores a listas de identificadores de planes</translation>
    </message>
    <message>
        <source>the header names no starting player</source>
        <translation>la cabecera no indica el jugador inicial</translation>
    </message>
    <message>
        <source>the header&apos;s set-up is invalid</source>
        <translation>la preparación de la cabecera no es válida</translation>
    </message>
    <message>
        <source>the recorded scheme deck of %1 does not match their deck list</source>
        <translation>el mazo de planes guardado de %1 no coincide con su lista de mazo</translation>
    </message>
    <message>
        <source>the recorded scheme decks name a player who is not in the game</source>
        <translation>los mazos de planes guardados nombran a un jugador que no está en la partida</translation>
    </message>
    <message>
        <source>the starting player %1 is not in the game</source>
        <translation>el jugador inicial %1 no está en la partida</translation>
    </message>
    <message>
        <source>this file is larger than %1 MB, more than any saved game; it was not read</source>
        <translation>este archivo ocupa más de %1 MB, más que cualquier partida guardada; no se ha leído</translation>
    </message>
    <message>
        <source>this line holds a value no saved game has (broken text or a huge number)</source>
        <translation>esta línea contiene un valor que ninguna partida guardada tiene (texto dañado o un número enorme)</translation>
    </message>
    <message>
        <source>the header&apos;s values are not of the types a saved game has</source>
        <translation>los valores de la cabecera no son de los tipos que tiene una partida guardada</translation>
    </message>
    <message>
        <source>this file is larger than %1 KB, more than any deck list; it was not read</source>
        <translation>este archivo ocupa más de %1 KB, más que cualquier lista de mazo; no se ha leído</translation>
    </message>
    <message>
        <source>“%1” needs format version %2; this file says %3</source>
        <translation>“%1” necesita la versión de formato %2; este archivo dice %3</translation>
    </message>
    <message>
        <source>%2&apos;s commander left the game with %2: it deals no more damage to %1 (CR 800.4a)</source>
        <translation>el comandante de %2 dejó la partida con %2: ya no hace daño a %1 (RC 800.4a)</translation>
    </message>
    <message>
        <source>the starting player %1 is a hero; the archenemy %2 takes the first turn (CR 904.6)</source>
        <translation>el jugador inicial %1 es un héroe; el archienemigo %2 juega el primer turno (RC 904.6)</translation>
    </message>
    <message>
        <source>enter at least one player&apos;s change</source>
        <translation>introduce el cambio de al menos un jugador</translation>
    </message>
    <message>
        <source>%1 appears twice in the same change</source>
        <translation>%1 aparece dos veces en el mismo cambio</translation>
    </message>
    <message>
        <source>“%1” is not a counter name (1 to 40 characters, not poison)</source>
        <translation>“%1” no es un nombre de contador (de 1 a 40 caracteres, no veneno)</translation>
    </message>
    <message>
        <source>%1 cannot have %2 %3 counters</source>
        <translation>%1 no puede tener %2 contadores de %3</translation>
    </message>
    <message>
        <source>“%1” records no choice “%2”</source>
        <translation>“%1” no registra ninguna elección “%2”</translation>
    </message>
    <message>
        <source>“%1” cannot record “%2” now; it takes one of: %3</source>
        <translation>“%1” no puede registrar “%2” ahora; admite uno de: %3</translation>
    </message>
    <message>
        <source>saved with format version %1, and the rules of this version refuse this line; the game opens at the line before it and the file is kept as it is</source>
        <translation>guardada con la versión de formato %1, y las reglas de esta versión rechazan esta línea; la partida se abre en la línea anterior y el archivo se conserva tal cual</translation>
    </message>
    <message>
        <source>%1 is not a redistribution of the life totals %2: each player gets one of them back</source>
        <translation>%1 no es una redistribución de los totales de vidas %2: cada jugador recibe uno de ellos</translation>
    </message>
    <message>
        <source>the quick-resume file could not be used (%1); the game was replayed from its save file</source>
        <translation>no se pudo usar el archivo de reanudación rápida (%1); la partida se reprodujo desde su archivo guardado</translation>
    </message>
    <message>
        <source>the new name of %1 cannot be empty</source>
        <translation>el nuevo nombre de %1 no puede estar vacío</translation>
    </message>
    <message>
        <source>the new name “%2” of %1 begins or ends with spaces</source>
        <translation>el nuevo nombre “%2” de %1 empieza o termina con espacios</translation>
    </message>
    <message>
        <source>the new name “%2” of %1 is longer than %3 characters</source>
        <translation>el nuevo nombre “%2” de %1 tiene más de %3 caracteres</translation>
    </message>
    <message>
        <source>%1 is already called that</source>
        <translation>%1 ya se llama así</translation>
    </message>
    <message>
        <source>%1 cannot be called “%2”: that name is reserved for the heroes&apos; team</source>
        <translation>%1 no puede llamarse “%2”: ese nombre está reservado para el equipo de los héroes</translation>
    </message>
    <message>
        <source>%1 cannot be called “%2”: %3 is already called that</source>
        <translation>%1 no puede llamarse “%2”: %3 ya se llama así</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file; it was not read</source>
        <translation>es una tubería con nombre (FIFO), no un archivo; no se ha leído</translation>
    </message>
    <message>
        <source>it is a device, not a file; it was not read</source>
        <translation>es un dispositivo, no un archivo; no se ha leído</translation>
    </message>
    <message>
        <source>it is a socket, not a file; it was not read</source>
        <translation>es un socket, no un archivo; no se ha leído</translation>
    </message>
    <message>
        <source>it is not a regular file; it was not read</source>
        <translation>no es un archivo normal; no se ha leído</translation>
    </message>
    <message>
        <source>it is larger than %1 KB; it was not read</source>
        <translation>ocupa más de %1 KB; no se ha leído</translation>
    </message>
    <message>
        <source>%1 has hexproof: “%2” cannot target them (CR 702.11)</source>
        <translation>%1 tiene antimaleficio: “%2” no puede hacerle objetivo (RC 702.11)</translation>
    </message>
    <message>
        <source>the scheme chooses %1 modes, not %2 (CR 700.2d)</source>
        <translation>el plan elige %1 modos, no %2 (RC 700.2d)</translation>
    </message>
    <message>
        <source>the life change of “%1” was already applied</source>
        <translation>el cambio de vidas de “%1” ya se aplicó</translation>
    </message>
    <message>
        <source>“%1” has no such life change now</source>
        <translation>“%1” no tiene ahora ese cambio de vidas</translation>
    </message>
    <message>
        <source>the header&apos;s rules version %1 is not a version up to the file&apos;s</source>
        <translation>la versión de reglas %1 de la cabecera no es una versión hasta la del archivo</translation>
    </message>
    <message>
        <source>unknown plane or phenomenon “%1”</source>
        <translation>plano o fenómeno desconocido «%1»</translation>
    </message>
    <message>
        <source>%1 needs a planar deck (CR 901.3)</source>
        <translation>%1 necesita un mazo planar (RC 901.3)</translation>
    </message>
    <message>
        <source>a planar deck belongs to %1, who is not at the table</source>
        <translation>un mazo planar pertenece a %1, que no está en la mesa</translation>
    </message>
    <message>
        <source>seat %1 (%2) needs a planar deck (CR 901.3)</source>
        <translation>el asiento %1 (%2) necesita un mazo planar (RC 901.3)</translation>
    </message>
    <message>
        <source>the planar deck of seat %1 (%2) has no plane card (CR 103.7)</source>
        <translation>el mazo planar del asiento %1 (%2) no tiene ninguna carta de plano (RC 103.7)</translation>
    </message>
    <message>
        <source>%1 is not a hero: only a hero can control the planes on the heroes&apos; turn</source>
        <translation>%1 no es un héroe: solo un héroe puede controlar los planos en el turno de los héroes</translation>
    </message>
    <message>
        <source>the header&apos;s planes are not readable (field “%1”)</source>
        <translation>los planos de la cabecera no se pueden leer (campo «%1»)</translation>
    </message>
    <message>
        <source>this game has no planes</source>
        <translation>esta partida no tiene planos</translation>
    </message>
    <message>
        <source>%1 cannot roll the planar die now: only an active player, in a main phase (CR 901.9)</source>
        <translation>%1 no puede lanzar el dado planar ahora: solo un jugador activo, en una fase principal (RC 901.9)</translation>
    </message>
    <message>
        <source>“%1” is not a face of the planar die</source>
        <translation>«%1» no es una cara del dado planar</translation>
    </message>
    <message>
        <source>a roll of the planar die is %2 dice now (Probability Flux), not %1: roll them and keep one</source>
        <translation>un lanzamiento del dado planar es ahora de %2 dados (Flujo de probabilidad), no de %1: lánzalos y quédate con uno</translation>
    </message>
    <message>
        <source>%1 is not the planar controller (CR 701.31a)</source>
        <translation>%1 no es el controlador planar (RC 701.31a)</translation>
    </message>
    <message>
        <source>question %1 does not offer “%2”</source>
        <translation>la pregunta %1 no ofrece «%2»</translation>
    </message>
    <message>
        <source>this line gives the key “%1” twice in one object (a damaged line)</source>
        <translation>esta línea da la clave “%1” dos veces en un mismo objeto (una línea dañada)</translation>
    </message>
    <message>
        <source>the save file is full (%1 MB, the most a saved game may hold): nothing more can be saved in it; start a rematch to play on</source>
        <translation>el archivo de la partida está lleno (%1 MB, lo máximo que puede ocupar una partida guardada): no se puede guardar nada más en él; empieza una revancha para seguir jugando</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>The finished games, newest first.</source>
        <translation>Las partidas terminadas, de la más reciente a la más antigua.</translation>
    </message>
    <message>
        <source>print CSV</source>
        <translation>imprime CSV</translation>
    </message>
    <message>
        <source>build the history index again from the saved games</source>
        <translation>vuelve a construir el índice del historial a partir de las partidas guardadas</translation>
    </message>
    <message>
        <source>Statistics of the finished games.</source>
        <translation>Estadísticas de las partidas terminadas.</translation>
    </message>
    <message>
        <source>only this player&apos;s games</source>
        <translation>solo las partidas de este jugador</translation>
    </message>
    <message>
        <source>No finished game with %1.</source>
        <translation>Ninguna partida terminada con %1.</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>only bring the history index up to date with the saved games; print nothing</source>
        <translation>solo poner al día el índice del historial con las partidas guardadas; no mostrar nada</translation>
    </message>
    <message>
        <source>with --sync: print how many saved games were read, a line at a time</source>
        <translation>con --sync: escribir cuántas partidas guardadas se han leído, una línea cada vez</translation>
    </message>
    <message>
        <source>skipped %1: %2</source>
        <translation>se omite %1: %2</translation>
    </message>
    <message>
        <source>Planes visited: %1</source>
        <translation>Planos visitados: %1</translation>
    </message>
    <message>
        <source>Phenomena encountered: %1</source>
        <translation>Fenómenos encontrados: %1</translation>
    </message>
    <message>
        <source>Finished games: %1</source>
        <translation>Partidas terminadas: %1</translation>
    </message>
    <message>
        <source>draws: %1</source>
        <translation>empates: %1</translation>
    </message>
    <message>
        <source>The archenemy won %1 of %2 games (Supervillain Rumble aside).</source>
        <translation>El archienemigo ganó %1 de %2 partidas (sin contar la Contienda de Supervillanos).</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>%1 · games %2, wins %3</source>
        <translation>%1 · partidas %2, victorias %3</translation>
    </message>
    <message>
        <source>%1 · games %2, wins %3 · as the archenemy %4 of %5 · as a hero %6 of %7</source>
        <translation>%1 · partidas %2, victorias %3 · como archienemigo %4 de %5 · como héroe %6 de %7</translation>
    </message>
    <message>
        <source>Scheme decks: the archenemy&apos;s wins</source>
        <translation>Mazos de planes: victorias del archienemigo</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4%)</source>
        <translation>%1: %2 de %3 (%4%)</translation>
    </message>
    <message>
        <source>Length: %1 turns on average (median %2)</source>
        <translation>Duración: %1 turnos de media (mediana %2)</translation>
    </message>
    <message>
        <source>; %1 minutes (median %2)</source>
        <translation>; %1 minutos (mediana %2)</translation>
    </message>
    <message>
        <source>Games with planes: %1 · rolls per game %2 (median %3) · planeswalks per game %4 · chaos %5</source>
        <translation>Partidas con planos: %1 · lanzamientos del dado por partida %2 (mediana %3) · caminatas por los planos por partida %4 · caos %5</translation>
    </message>
    <message>
        <source>Most visited planes</source>
        <translation>Planos más visitados</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>en %n partida</numerusform>
            <numerusform>en %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>Schemes set in motion</source>
        <translation>Planes puestos en marcha</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>abandoned %1 times, after %2 turns face up (median)</source>
        <translation>abandonado %1 veces, tras %2 turnos boca arriba (mediana)</translation>
    </message>
    <message>
        <source>archenemy</source>
        <translation>archienemigo</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>héroe</translation>
    </message>
    <message>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>ganada por %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 with planes</source>
        <translation>%1 con planos</translation>
    </message>
    <message>
        <source>planes %1, phenomena %2, planeswalks %3, rolls %4, chaos %5</source>
        <translation>planos %1, fenómenos %2, caminatas por los planos %3, lanzamientos %4, caos %5</translation>
    </message>
    <message>
        <source>planes %1, planeswalks %2, rolls %3, chaos %4</source>
        <translation>planos %1, caminatas por los planos %2, lanzamientos %3, caos %4</translation>
    </message>
    <message>
        <source>unnamed deck (%1 cards)</source>
        <translation>mazo sin nombre (%1 cartas)</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>Standings of the night · games played: %1</source>
        <translation>Clasificación de la noche · partidas jugadas: %1</translation>
    </message>
    <message>
        <source>%1. %2: won %3 of %4 (%5 as archenemy, %6 as hero)</source>
        <translation>%1. %2: ganó %3 de %4 (%5 como archienemigo, %6 como héroe)</translation>
    </message>
    <message>
        <source>%1. %2: won %3 (%4 as archenemy, %5 as hero)</source>
        <translation>%1. %2: ganó %3 (%4 como archienemigo, %5 como héroe)</translation>
    </message>
</context>
<context>
    <name>Images</name>
    <message>
        <source>Scryfall sent a damaged or unexpected image</source>
        <extracomment>Every reason a fetch can report (:class:`archenemy.desktop.card_images.fetcher.FetchReport`).</extracomment>
        <translation>Scryfall envió una imagen dañada o inesperada</translation>
    </message>
    <message>
        <source>Scryfall could not be reached</source>
        <translation>no se pudo conectar con Scryfall</translation>
    </message>
    <message>
        <source>Scryfall asked the app to wait; try again later</source>
        <translation>Scryfall pidió a la aplicación que espere; inténtalo más tarde</translation>
    </message>
    <message>
        <source>Scryfall gave an unexpected answer</source>
        <translation>Scryfall dio una respuesta inesperada</translation>
    </message>
    <message>
        <source>Scryfall has no image of the card</source>
        <translation>Scryfall no tiene imagen de la carta</translation>
    </message>
    <message>
        <source>the cache folder could not be written</source>
        <translation>no se pudo escribir en la carpeta de caché</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>%1.%2 MB</source>
        <extracomment>%1 whole megabytes, %2 tenths: the decimal separator is the language&apos;s.</extracomment>
        <translation>%1,%2 MB</translation>
    </message>
    <message>
        <source>Card images: %1; the cards are shown as text.</source>
        <translation>Imágenes de las cartas: %1; las cartas se muestran como texto.</translation>
    </message>
    <message>
        <source>Card images come from Scryfall (scryfall.com) when you turn them on; they are downloaded once and kept in this computer&apos;s cache folder. The images and the card data are property of Wizards of the Coast; Scryfall is not produced by or endorsed by Wizards of the Coast.</source>
        <translation>Las imágenes de las cartas vienen de Scryfall (scryfall.com) cuando las activas; se descargan una vez y se guardan en la carpeta de caché de este ordenador. Las imágenes y los datos de las cartas son propiedad de Wizards of the Coast; Scryfall no está producido ni respaldado por Wizards of the Coast.</translation>
    </message>
</context>
<context>
    <name>ImagesCli</name>
    <message>
        <source>The cards&apos; images from Scryfall, kept in the app&apos;s cache folder.
Exit status of fetch: 0 every image is cached, 1 some could not be fetched, 2 bad arguments.</source>
        <translation>Las imágenes de las cartas de Scryfall, guardadas en la carpeta de caché de la aplicación.
Estado de salida de fetch: 0 todas las imágenes están en la caché, 1 algunas no se pudieron descargar, 2 argumentos incorrectos.</translation>
    </message>
    <message>
        <source>language: en or es</source>
        <translation>idioma: en o es</translation>
    </message>
    <message>
        <source>fetch each scheme&apos;s image (its newest printing) into the cache</source>
        <translation>descarga a la caché la imagen de cada plan (su impresión más reciente)</translation>
    </message>
    <message>
        <source>every printing&apos;s image, not only each scheme&apos;s newest</source>
        <translation>la imagen de cada impresión, no solo la más reciente de cada plan</translation>
    </message>
    <message>
        <source>the cards&apos; language: en or es (default: the app&apos;s)</source>
        <translation>el idioma de las cartas: en o es (por defecto, el de la aplicación)</translation>
    </message>
    <message>
        <source>how many images are cached, their size, where</source>
        <translation>cuántas imágenes hay en la caché, cuánto ocupan y dónde están</translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <translation>escribe un objeto JSON</translation>
    </message>
    <message>
        <source>language of the messages: en or es</source>
        <translation>idioma de los mensajes: en o es</translation>
    </message>
    <message>
        <source>Card images</source>
        <translation>Imágenes de las cartas</translation>
    </message>
    <message>
        <source>Card images cached: %1 of %2 (%3 in the cache); fetched now: %4.</source>
        <translation>Imágenes de cartas guardadas: %1 de %2 (%3 en la caché); descargadas ahora: %4.</translation>
    </message>
    <message>
        <source>Schemes: %1 of %2; planes and phenomena: %3 of %4.</source>
        <translation>Planes: %1 de %2; planos y fenómenos: %3 de %4.</translation>
    </message>
    <message>
        <source>Not fetched: %1 (%2).</source>
        <translation>Sin descargar: %1 (%2).</translation>
    </message>
    <message>
        <source>Card images cached: %1 (%2 of at most %3)</source>
        <translation>Imágenes de cartas guardadas: %1 (%2 de %3 como máximo)</translation>
    </message>
    <message>
        <source>Of schemes: %1; of planes and phenomena: %2</source>
        <translation>De planes: %1; de planos y fenómenos: %2</translation>
    </message>
    <message>
        <source>Printings with their card data cached: %1</source>
        <translation>Impresiones con sus datos de carta guardados: %1</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Carpeta: %1</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Mayús</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retroceso</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Next step (waits while a question is asked)</source>
        <translation>Siguiente paso (espera mientras hay una pregunta)</translation>
    </message>
    <message>
        <source>Next stop: the next question, scheme set in motion, reminder or turn</source>
        <translation>Siguiente parada: la próxima pregunta, plan puesto en marcha, recordatorio o turno</translation>
    </message>
    <message>
        <source>Confirm the question: Done, the count typed, the scheme chosen</source>
        <translation>Confirmar la pregunta: Hecho, el número escrito, el plan elegido</translation>
    </message>
    <message>
        <source>Answer yes or no</source>
        <translation>Responder sí o no</translation>
    </message>
    <message>
        <source>While a scheme resolves: apply the life change with that key beside it</source>
        <translation>Mientras se resuelve un plan: aplicar el cambio de vidas que tiene esa tecla al lado</translation>
    </message>
    <message>
        <source>While a scheme resolves: record its choice with that key beside it (the next option)</source>
        <translation>Mientras se resuelve un plan: anotar su elección que tiene esa tecla al lado (la opción siguiente)</translation>
    </message>
    <message>
        <source>While “You Live Only Because I Will It” resolves: redistribute the life totals</source>
        <translation>Mientras se resuelve «Solo vives porque yo lo quiero»: redistribuir los totales de vidas</translation>
    </message>
    <message>
        <source>The selected player&apos;s life +1 / −1</source>
        <translation>Vida del jugador seleccionado +1 / −1</translation>
    </message>
    <message>
        <source>The selected player&apos;s life +5 / −5</source>
        <translation>Vida del jugador seleccionado +5 / −5</translation>
    </message>
    <message>
        <source>Undo / redo</source>
        <translation>Deshacer / rehacer</translation>
    </message>
    <message>
        <source>Planes: roll the planar die for the selected player if it is their turn, else for the planar controller (the turn bar&apos;s button says what the roll costs)</source>
        <translation>Planos: lanzar el dado planar por el jugador seleccionado si es su turno, si no por el controlador planar (el botón de la barra del turno dice cuánto cuesta el lanzamiento)</translation>
    </message>
    <message>
        <source>Planes: we roll our own planar die (then 1 blank, 2 chaos, 3 Planeswalker)</source>
        <translation>Planos: lanzamos nuestro propio dado planar (luego 1 en blanco, 2 caos, 3 Planeswalker)</translation>
    </message>
    <message>
        <source>Planes: the planar controller planeswalks (an ability says so)</source>
        <translation>Planos: el controlador planar camina por los planos (lo dice una habilidad)</translation>
    </message>
    <message>
        <source>Planes: chaos ensues (an effect says so)</source>
        <translation>Planos: se lanza caos (lo dice un efecto)</translation>
    </message>
    <message>
        <source>Life of every opponent</source>
        <translation>Vida de cada oponente</translation>
    </message>
    <message>
        <source>Change the selected player&apos;s life by an amount</source>
        <translation>Cambiar la vida del jugador seleccionado en una cantidad</translation>
    </message>
    <message>
        <source>Rename a player (the selected one first); undo with Ctrl+Z</source>
        <translation>Cambiar el nombre de un jugador (primero el seleccionado); se deshace con Ctrl+Z</translation>
    </message>
    <message>
        <source>Table mode (full screen) on / off</source>
        <translation>Modo mesa (pantalla completa) sí / no</translation>
    </message>
    <message>
        <source>Second window for a TV or projector</source>
        <translation>Segunda ventana para un televisor o proyector</translation>
    </message>
    <message>
        <source>Turn the second window 180°</source>
        <translation>Girar la segunda ventana 180°</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Larger / smaller / normal text</source>
        <translation>Texto más grande / más pequeño / normal</translation>
    </message>
    <message>
        <source>New game / open a saved game / recent games</source>
        <translation>Nueva partida / abrir una partida guardada / partidas recientes</translation>
    </message>
    <message>
        <source>Rematch: the same players and decks, reshuffled</source>
        <translation>Revancha: los mismos jugadores y mazos, barajados de nuevo</translation>
    </message>
    <message>
        <source>Next game of a game night: the next archenemy in seat order</source>
        <translation>Siguiente partida de una noche de partidas: el siguiente archienemigo en el orden de los asientos</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>Creador de mazos</translation>
    </message>
    <message>
        <source>These keys</source>
        <translation>Estas teclas</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Keys at the table (they work in table mode and from the second window)</source>
        <translation>Teclas en la mesa (funcionan en modo mesa y desde la segunda ventana)</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>Teclas en la mesa</translation>
    </message>
    <message>
        <source>Select a player by the key that answers a question with them (a hero&apos;s number; in Supervillain Rumble the seat&apos;s); in a question, the answer with that key beside it</source>
        <translation>Seleccionar a un jugador por la tecla que lo elige en las preguntas (el número de un héroe; en la Contienda de Supervillanos, el de su asiento); en una pregunta, la respuesta con esa tecla al lado</translation>
    </message>
    <message>
        <source>Select the archenemy; in a question among players, answer with the archenemy</source>
        <translation>Seleccionar al archienemigo; en una pregunta entre jugadores, responder con el archienemigo</translation>
    </message>
    <message>
        <source>In a question among players: nobody</source>
        <translation>En una pregunta entre jugadores: nadie</translation>
    </message>
    <message>
        <source>Set the selected player&apos;s life to a number</source>
        <translation>Fijar las vidas del jugador seleccionado en un número</translation>
    </message>
    <message>
        <source>Several players&apos; life and poison at once</source>
        <translation>Vidas y veneno de varios jugadores a la vez</translation>
    </message>
    <message>
        <source>Counters of the selected player (energy, experience…)</source>
        <translation>Contadores del jugador seleccionado (energía, experiencia…)</translation>
    </message>
</context>
<context>
    <name>Lasting</name>
    <message>
        <source>double</source>
        <translation>doble</translation>
    </message>
    <message>
        <source>+1</source>
        <translation>+1</translation>
    </message>
    <message>
        <source>prevent 1</source>
        <translation>prevenir 1</translation>
    </message>
    <message>
        <source>prevent all</source>
        <translation>prevenir todo</translation>
    </message>
    <message>
        <source>“%1” deals %2 damage to %3: %3, in which order do the effects that change it apply?</source>
        <translation>“%1” hace %2 puntos de daño a %3: %3, ¿en qué orden se aplican los efectos que lo cambian?</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, luego </translation>
    </message>
    <message>
        <source>%1: %2 damage</source>
        <translation>%1: %2 de daño</translation>
    </message>
    <message>
        <source>How much damage has %1 been dealt this turn besides the %2 the app dealt or recorded?</source>
        <translation>¿Cuánto daño se le ha hecho a %1 este turno además de los %2 puntos que la aplicación hizo o anotó?</translation>
    </message>
    <message>
        <source>“%1” deals %2 damage to %3 (%4 damage: %5).</source>
        <translation>“%1” hace %2 puntos de daño a %3 (%4 puntos de daño: %5).</translation>
    </message>
    <message>
        <source>%1 was dealt %2 damage this turn, as the app counted it: “%3” is abandoned.</source>
        <translation>A %1 se le hicieron %2 puntos de daño este turno, según la cuenta de la aplicación: se abandona “%3”.</translation>
    </message>
    <message>
        <source>Own commander: %1</source>
        <translation>Comandante propio: %1</translation>
    </message>
    <message>
        <source>%1: damage from their own commander %2 → %3</source>
        <translation>%1: daño de su propio comandante %2 → %3</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>%1&apos;s colour was corrected.</source>
        <translation>Se corrigió el color de %1.</translation>
    </message>
    <message>
        <source>Turn %1: %2 (extra turn)</source>
        <translation>Turno %1: %2 (turno adicional)</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Turno %1: %2</translation>
    </message>
    <message>
        <source>%1 sets “%2” in motion again.</source>
        <translation>%1 pone en marcha “%2” otra vez.</translation>
    </message>
    <message>
        <source>%1 sets “%2” in motion.</source>
        <translation>%1 pone en marcha “%2”.</translation>
    </message>
    <message>
        <source>“%1” goes to the bottom of the scheme deck.</source>
        <translation>“%1” va al fondo del mazo de planes.</translation>
    </message>
    <message>
        <source>%1 abandons “%2”.</source>
        <translation>%1 abandona “%2”.</translation>
    </message>
    <message>
        <source>“%1”: the table answered yes.</source>
        <translation>“%1”: la mesa respondió que sí.</translation>
    </message>
    <message>
        <source>“%1”: the table answered no.</source>
        <translation>“%1”: la mesa respondió que no.</translation>
    </message>
    <message>
        <source>The table answered yes.</source>
        <translation>La mesa respondió que sí.</translation>
    </message>
    <message>
        <source>The table answered no.</source>
        <translation>La mesa respondió que no.</translation>
    </message>
    <message>
        <source>“%1” will be abandoned at end of combat.</source>
        <translation>“%1” se abandonará al final del combate.</translation>
    </message>
    <message>
        <source>The heroes&apos; team</source>
        <translation>El equipo de los héroes</translation>
    </message>
    <message>
        <source>%1: life %2 → %3</source>
        <translation>%1: vidas %2 → %3</translation>
    </message>
    <message>
        <source>%1: poison %2 → %3</source>
        <translation>%1: contadores de veneno %2 → %3</translation>
    </message>
    <message>
        <source>%1: damage from %2&apos;s commander %3 → %4</source>
        <translation>%1: daño del comandante de %2 %3 → %4</translation>
    </message>
    <message>
        <source>%1 loses the game (%2).</source>
        <translation>%1 pierde la partida (%2).</translation>
    </message>
    <message>
        <source>“%1” gets a doom counter (%2).</source>
        <translation>“%1” recibe un contador de perdición (%2).</translation>
    </message>
    <message>
        <source>“%1” deals %2 damage to %3.</source>
        <translation>“%1” hace %2 puntos de daño a %3.</translation>
    </message>
    <message>
        <source>%1 will take an extra turn.</source>
        <translation>%1 jugará un turno adicional.</translation>
    </message>
    <message>
        <source>%1 has left the game: no scheme is set in motion this turn.</source>
        <translation>%1 ha dejado la partida: este turno no se pone en marcha ningún plan.</translation>
    </message>
    <message>
        <source>No scheme is set in motion this turn.</source>
        <translation>Este turno no se pone en marcha ningún plan.</translation>
    </message>
    <message>
        <source>%1&apos;s scheme deck has no card to set in motion.</source>
        <translation>El mazo de planes de %1 no tiene ninguna carta que poner en marcha.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>from %1&apos;s phone</source>
        <translation>desde el teléfono de %1</translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation>%1: %2 %3 → %4</translation>
    </message>
    <message>
        <source>%1 has left the game and cannot do what “%2” asks: it stays.</source>
        <translation>%1 ha dejado la partida y no puede hacer lo que pide “%2”: el plan sigue.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>“%1”: %2: %3, the only choice left.</source>
        <translation>“%1”: %2: %3, la única opción que queda.</translation>
    </message>
    <message>
        <source>“%1”: %2 is the only tied opponent left; no choice to make.</source>
        <translation>“%1”: %2 es el único oponente empatado que queda; no hay nada que elegir.</translation>
    </message>
    <message>
        <source>“%1”: %2: %3</source>
        <translation>“%1”: %2: %3</translation>
    </message>
    <message>
        <source>“%1”: an additional combat phase and main phase this turn.</source>
        <translation>“%1”: una fase de combate adicional y una fase principal adicional este turno.</translation>
    </message>
    <message>
        <source>%1 is now called %2.</source>
        <translation>%1 ahora se llama %2.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>T%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Archenemy Companion</source>
        <translation>Archenemy Companion</translation>
    </message>
    <message>
        <source>Next step  [Space]</source>
        <translation>Siguiente paso  [Espacio]</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <source>Go to the next step (Space)</source>
        <translation>Ir al siguiente paso (Espacio)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Aclaraciones</translation>
    </message>
    <message>
        <source>Official rulings of the scheme</source>
        <translation>Aclaraciones oficiales del plan</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Ne&amp;xt step	Space</source>
        <translation>Siguiente &amp;paso	Espacio</translation>
    </message>
    <message>
        <source>Next s&amp;top (a question, a scheme, a new turn)</source>
        <translation>Siguiente pa&amp;rada (una pregunta, un plan, un turno nuevo)</translation>
    </message>
    <message>
        <source>&amp;Confirm the question&apos;s answer</source>
        <translation>&amp;Confirmar la respuesta a la pregunta</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Default game</source>
        <translation>Partida pre&amp;determinada</translation>
    </message>
    <message>
        <source>&amp;Rematch (same players and decks, reshuffled)</source>
        <translation>Re&amp;vancha (mismos jugadores y mazos, barajados de nuevo)</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Abrir partida guardada…</translation>
    </message>
    <message>
        <source>Recent &amp;games…</source>
        <translation>Partidas rec&amp;ientes…</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>&amp;Guardar partida como…</translation>
    </message>
    <message>
        <source>S&amp;hare with phones…</source>
        <translation>Compartir con &amp;teléfonos…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Life of &amp;every opponent…</source>
        <translation>Vidas de &amp;todos los oponentes…</translation>
    </message>
    <message>
        <source>Change &amp;life by an amount…</source>
        <translation>Cambiar las &amp;vidas en una cantidad…</translation>
    </message>
    <message>
        <source>&amp;Several players at once…</source>
        <translation>Varios &amp;jugadores a la vez…</translation>
    </message>
    <message>
        <source>C&amp;ounters of the selected player…</source>
        <translation>C&amp;ontadores del jugador seleccionado…</translation>
    </message>
    <message>
        <source>The selected player &amp;concedes</source>
        <translation>El jugador seleccionado &amp;se rinde</translation>
    </message>
    <message>
        <source>Re&amp;name a player…</source>
        <translation>Cambiar el &amp;nombre de un jugador…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Table mode (full screen)</source>
        <translation>Modo &amp;mesa (pantalla completa)</translation>
    </message>
    <message>
        <source>So&amp;und and flash when a scheme or a question comes</source>
        <translation>Sonido y &amp;destello cuando llega un plan o una pregunta</translation>
    </message>
    <message>
        <source>Stopped: no stop within %1 steps.</source>
        <translation>Detenido: ninguna parada en %1 pasos.</translation>
    </message>
    <message>
        <source>&amp;Flip the second window 180°</source>
        <translation>&amp;Girar 180° la segunda ventana</translation>
    </message>
    <message>
        <source>Stopped: the game is over.</source>
        <translation>Detenido: la partida ha terminado.</translation>
    </message>
    <message>
        <source>Stopped: a question needs an answer.</source>
        <translation>Detenido: una pregunta necesita respuesta.</translation>
    </message>
    <message>
        <source>Stopped for a reminder: %1</source>
        <translation>Detenido por un recordatorio: %1</translation>
    </message>
    <message>
        <source>Stopped: “%1” was set in motion.</source>
        <translation>Detenido: “%1” se ha puesto en marcha.</translation>
    </message>
    <message>
        <source>Stopped: a lasting effect began or ended.</source>
        <translation>Detenido: un efecto duradero ha empezado o terminado.</translation>
    </message>
    <message>
        <source>Stopped: a new turn, %1.</source>
        <translation>Detenido: un nuevo turno, %1.</translation>
    </message>
    <message>
        <source>Deck &amp;builder…</source>
        <translation>Creador de &amp;mazos…</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Registro de la partida</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>Tamaño del te&amp;xto</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Más grande</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>Más &amp;pequeño</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>Tamaño &amp;normal</translation>
    </message>
    <message>
        <source>Go to step…</source>
        <translation>Ir al paso…</translation>
    </message>
    <message>
        <source>Go to a later step of this turn</source>
        <translation>Ir a un paso posterior de este turno</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>Flip a &amp;coin</source>
        <translation>Lanzar una &amp;moneda</translation>
    </message>
    <message>
        <source>Roll a d&amp;6</source>
        <translation>Lanzar un d&amp;6</translation>
    </message>
    <message>
        <source>Roll a d&amp;20</source>
        <translation>Lanzar un d&amp;20</translation>
    </message>
    <message>
        <source>An &amp;opponent at random</source>
        <translation>Un &amp;oponente al azar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Archenemy Companion</source>
        <translation>&amp;Acerca de Archenemy Companion</translation>
    </message>
    <message>
        <source>Answer the question first</source>
        <translation>Responde primero a la pregunta</translation>
    </message>
    <message>
        <source>The game is over. Start a new game or a rematch.</source>
        <translation>La partida ha terminado. Empieza una nueva partida o una revancha.</translation>
    </message>
    <message>
        <source>Stopped: a question needs an answer first.</source>
        <translation>Detenido: antes hay que responder una pregunta.</translation>
    </message>
    <message>
        <source>Default game</source>
        <translation>Partida predeterminada</translation>
    </message>
    <message>
        <source>Start the default game? The current game stays saved.</source>
        <translation>¿Empezar la partida predeterminada? La partida actual queda guardada.</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Abrir partida guardada</translation>
    </message>
    <message>
        <source>Archenemy games (*.jsonl)</source>
        <translation>Partidas de Archenemy (*.jsonl)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Guardar partida como</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
    <message>
        <source>Rematch: the communal planar deck is not legal for %1 players (at least %2 cards, at most %3 phenomena, each name once: CR 901.15a). Choose the planar deck in New game (%4).</source>
        <translation>Revancha: el mazo planar común no es legal para %1 jugadores (al menos %2 cartas, como máximo %3 fenómenos, cada nombre una sola vez: RC 901.15a). Elige el mazo planar en Nueva partida (%4).</translation>
    </message>
    <message>
        <source>Rematch: not a legal planar deck (at least %1 cards, at most %2 phenomena, each name once: CR 901.3): %3. Choose the planar decks in New game (%4).</source>
        <translation>Revancha: mazo planar no legal (al menos %1 cartas, como máximo %2 fenómenos, cada nombre una sola vez: RC 901.3): %3. Elige los mazos planares en Nueva partida (%4).</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Guardada como %1.</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Negative: loses life. Positive: gains life.</source>
        <translation>Negativa: pierde vidas. Positiva: gana vidas.</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Does %1 concede the game?</source>
        <translation>¿%1 se rinde y abandona la partida?</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Color de %1</translation>
    </message>
    <message>
        <source>Every opponent</source>
        <translation>Todos los oponentes</translation>
    </message>
    <message>
        <source>Life change for each opponent of %1:</source>
        <translation>Cambio de vidas de cada oponente de %1:</translation>
    </message>
    <message>
        <source>Change life</source>
        <translation>Cambiar vidas</translation>
    </message>
    <message>
        <source>Life change for %1:</source>
        <translation>Cambio de vidas de %1:</translation>
    </message>
    <message>
        <source>Select a player first (keys 1–9, A).</source>
        <translation>Primero selecciona un jugador (teclas 1–9, A).</translation>
    </message>
    <message>
        <source>Coin: %1</source>
        <translation>Moneda: %1</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cara</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>cruz</translation>
    </message>
    <message>
        <source>d6: %1</source>
        <translation>d6: %1</translation>
    </message>
    <message>
        <source>d20: %1</source>
        <translation>d20: %1</translation>
    </message>
    <message>
        <source>Opponent at random: %1</source>
        <translation>Oponente al azar: %1</translation>
    </message>
    <message>
        <source>No scheme has been set in motion yet.</source>
        <translation>Todavía no se ha puesto en marcha ningún plan.</translation>
    </message>
    <message>
        <source>Rulings: %1</source>
        <translation>Aclaraciones: %1</translation>
    </message>
    <message>
        <source>Official rulings (English)</source>
        <translation>Aclaraciones oficiales (en inglés)</translation>
    </message>
    <message>
        <source>This scheme has no official rulings.</source>
        <translation>Este plan no tiene aclaraciones oficiales.</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rehacer: %1</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Se&amp;t life to…</source>
        <translation>&amp;Fijar las vidas en…</translation>
    </message>
    <message>
        <source>Colour of the selected &amp;player…</source>
        <translation>Co&amp;lor del jugador seleccionado…</translation>
    </message>
    <message>
        <source>Second &amp;window for a TV or projector</source>
        <translation>Segunda &amp;ventana para televisor o proyector</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Keep the screen &amp;awake during a game</source>
        <translation>Mantener la pantalla &amp;encendida durante la partida</translation>
    </message>
    <message>
        <source>Announce what happens to a screen &amp;reader</source>
        <translation>Anunciar lo que pasa al lector de &amp;pantalla</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Teclas…</translation>
    </message>
    <message>
        <source>Answer the question above before moving on.</source>
        <translation>Responde a la pregunta de arriba antes de continuar.</translation>
    </message>
    <message>
        <source>Read-only — %1</source>
        <translation>Solo lectura — %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Several players at once</source>
        <translation>Varios jugadores a la vez</translation>
    </message>
    <message>
        <source>Enter each player&apos;s change, then apply them together:</source>
        <translation>Introduce el cambio de cada jugador y aplícalos todos a la vez:</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Vidas</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veneno</translation>
    </message>
    <message>
        <source>%1: life change</source>
        <translation>%1: cambio de vidas</translation>
    </message>
    <message>
        <source>%1: poison change</source>
        <translation>%1: cambio de veneno</translation>
    </message>
    <message>
        <source>Negative: loses. State-based actions are checked once, after every change: if the archenemy and the last hero lose together, the game is a draw.</source>
        <translation>Negativo: pierde. Las acciones basadas en estado se comprueban una sola vez, tras todos los cambios: si el archienemigo y el último héroe pierden a la vez, la partida termina en empate.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Set life</source>
        <translation>Fijar las vidas</translation>
    </message>
    <message>
        <source>Set the life total of:</source>
        <translation>Fijar el total de vidas de:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Life total</source>
        <translation>Total de vidas</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <source>Counters of %1</source>
        <translation>Contadores de %1</translation>
    </message>
    <message>
        <source>Counter (energy, experience or a name of your own):</source>
        <translation>Contador (energía, experiencia o un nombre propio):</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Contador</translation>
    </message>
    <message>
        <source>Redistribute life totals</source>
        <translation>Redistribuir los totales de vidas</translation>
    </message>
    <message>
        <source>Each player gets one of these life totals:</source>
        <translation>Cada jugador recibe uno de estos totales de vidas:</translation>
    </message>
    <message>
        <source>%1&apos;s new life total</source>
        <translation>Nuevo total de vidas de %1</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s)</source>
        <translation>%1 (el de %2)</translation>
    </message>
    <message>
        <source>Text size %1% does not fit this window: %2% shown.</source>
        <translation>El tamaño de texto %1 % no cabe en esta ventana: se muestra al %2 %.</translation>
    </message>
    <message>
        <source>Next ga&amp;me of the night (the next archenemy)</source>
        <translation>Siguiente partida de la noc&amp;he (el siguiente archienemigo)</translation>
    </message>
    <message>
        <source>Start a gam&amp;e night…</source>
        <translation>Empe&amp;zar una noche de partidas…</translation>
    </message>
    <message>
        <source>Ro&amp;ster of players…</source>
        <translation>&amp;Jugadores del grupo…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>This game is not part of a game night: Game → Start a game night…</source>
        <extracomment>How a part starts a game in a new journal (``night_so_far``: a night&apos;s games before it); True if it started.</extracomment>
        <translation>Esta partida no es de una noche de partidas: Partida → Empezar una noche de partidas…</translation>
    </message>
    <message>
        <source>The game is not over: Next game comes at its end.</source>
        <translation>La partida no ha terminado: la siguiente partida llega al final.</translation>
    </message>
    <message>
        <source>%1&apos;s scheme deck is gone: a random legal deck this game.</source>
        <translation>El mazo de planes de %1 ya no está: en esta partida juega un mazo legal aleatorio.</translation>
    </message>
    <message>
        <source>Game %1 of the night: Planechase, a random starting player.</source>
        <translation>Partida %1 de la noche: Planechase, jugador inicial al azar.</translation>
    </message>
    <message>
        <source>Game %1 of the night: every player is an archenemy.</source>
        <translation>Partida %1 de la noche: todos los jugadores son archienemigos.</translation>
    </message>
    <message>
        <source>Game %1 of the night: %2 is the archenemy.</source>
        <translation>Partida %1 de la noche: %2 es el archienemigo.</translation>
    </message>
    <message>
        <source>Ta&amp;ke over this game…</source>
        <translation>T&amp;omar el control de esta partida…</translation>
    </message>
    <message>
        <source>Take over this game</source>
        <translation>Tomar el control de esta partida</translation>
    </message>
    <message>
        <source>The game could not be taken over: %1</source>
        <translation>No se pudo tomar el control de la partida: %1</translation>
    </message>
    <message>
        <source>The game is saved on this computer now.</source>
        <translation>Ahora la partida se guarda en este ordenador.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rehecho: %1</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Rehecho</translation>
    </message>
    <message>
        <source>The setting could not be saved; it holds until the app closes.</source>
        <translation>No se pudo guardar el ajuste; vale hasta que se cierre la aplicación.</translation>
    </message>
    <message>
        <source>Card &amp;images from Scryfall</source>
        <translation>Imágenes de las &amp;cartas de Scryfall</translation>
    </message>
    <message>
        <source>&amp;Off (the cards as text)</source>
        <translation>&amp;Desactivadas (las cartas como texto)</translation>
    </message>
    <message>
        <source>&amp;Each when it is first shown</source>
        <translation>&amp;Cada una la primera vez que se muestre</translation>
    </message>
    <message>
        <source>&amp;All of them, downloaded at start</source>
        <translation>&amp;Todas, descargadas al empezar</translation>
    </message>
    <message>
        <source>&amp;Download all card images…</source>
        <translation>Descar&amp;gar todas las imágenes de las cartas…</translation>
    </message>
    <message>
        <source>%1 cannot be chosen now.</source>
        <translation>%1 no se puede elegir ahora.</translation>
    </message>
    <message>
        <source>Answer the question above before %1.</source>
        <translation>Responde a la pregunta de arriba antes de %1.</translation>
    </message>
    <message>
        <source>rolling the planar die</source>
        <translation>lanzar el dado planar</translation>
    </message>
    <message>
        <source>Planar die (%1): %2</source>
        <translation>Dado planar (%1): %2</translation>
    </message>
    <message>
        <source>Planar dice (%1): %2</source>
        <translation>Dados planares (%1): %2</translation>
    </message>
    <message>
        <source>planeswalking</source>
        <translation>caminar por los planos</translation>
    </message>
    <message>
        <source>chaos ensues</source>
        <translation>lanzar caos</translation>
    </message>
    <message>
        <source>Next ga&amp;me of the night (same players and planes)</source>
        <translation>Siguiente partida de la noc&amp;he (mismos jugadores y planos)</translation>
    </message>
    <message>
        <source>Ro&amp;ll the planar die (%1: %2)</source>
        <translation>&amp;Lanzar el dado planar (%1: %2)</translation>
    </message>
    <message>
        <source>Roll  [%1] · %2</source>
        <translation>Lanzar  [%1] · %2</translation>
    </message>
    <message>
        <source>Roll  [%1]</source>
        <translation>Lanzar  [%1]</translation>
    </message>
    <message>
        <source>Roll the planar die for %1: this roll costs %2 (CR 901.9)</source>
        <translation>Lanzar el dado planar por %1: este lanzamiento cuesta %2 (RC 901.9)</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Roll the planar die for %1, %2</source>
        <translation>Lanzar el dado planar por %1, %2</translation>
    </message>
    <message>
        <source>We roll our own &amp;planar die…</source>
        <translation>Lanzamos n&amp;uestro propio dado planar…</translation>
    </message>
    <message>
        <source>Planes&amp;walk (an ability says so)</source>
        <translation>Caminar por los planos (lo dice una ha&amp;bilidad)</translation>
    </message>
    <message>
        <source>Chaos ens&amp;ues (an effect says so)</source>
        <translation>Se lanza caos (lo dice un e&amp;fecto)</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>Take over…</source>
        <translation>Tomar el control…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Verde azulado</translation>
    </message>
    <message>
        <source>Rust</source>
        <translation>Óxido</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Scheme deck</source>
        <translation>Mazo de planes</translation>
    </message>
    <message>
        <source>The app shuffles and reveals the schemes</source>
        <translation>La aplicación baraja y muestra los planes</translation>
    </message>
    <message>
        <source>We shuffle our paper schemes and tell the app what we reveal</source>
        <translation>Barajamos nuestras cartas de planes y le decimos a la aplicación cuáles mostramos</translation>
    </message>
    <message>
        <source>Players, in seating order</source>
        <translation>Jugadores, en el orden en que están sentados</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Añadir un jugador</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Default game</source>
        <translation>Partida predeterminada</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Hero %1</source>
        <translation>Héroe %1</translation>
    </message>
    <message>
        <source>%1 (official, %2 cards)</source>
        <translation>%1 (oficial, %2 cartas)</translation>
    </message>
    <message>
        <source>%1 (saved deck)</source>
        <translation>%1 (mazo guardado)</translation>
    </message>
    <message>
        <source>A random legal deck</source>
        <translation>Un mazo legal aleatorio</translation>
    </message>
    <message>
        <source>No scheme deck of their own</source>
        <translation>Sin mazo de planes propio</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Archenemy</source>
        <translation>Archienemigo</translation>
    </message>
    <message>
        <source>Discard this set-up and the names you typed for the default game?</source>
        <translation>¿Descartar esta configuración y los nombres que escribiste para la partida predeterminada?</translation>
    </message>
    <message>
        <source>The saved deck “%1” is gone.</source>
        <translation>El mazo guardado “%1” ya no existe.</translation>
    </message>
    <message>
        <source>%1 cannot play this deck in %2: %3</source>
        <translation>%1 no puede jugar este mazo en %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Ready: Planechase, %n players, each on their own.</source>
        <translation>
            <numerusform>Listo: Planechase, %n jugador, cada uno por su cuenta.</numerusform>
            <numerusform>Listo: Planechase, %n jugadores, cada uno por su cuenta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: %n players, each with their own scheme deck.</source>
        <translation>
            <numerusform>Listo: %n jugador, con su propio mazo de planes.</numerusform>
            <numerusform>Listo: %n jugadores, cada uno con su propio mazo de planes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: the archenemy against %n hero(es).</source>
        <translation>
            <numerusform>Listo: el archienemigo contra %n héroe.</numerusform>
            <numerusform>Listo: el archienemigo contra %n héroes.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Roster:</source>
        <translation>&amp;Grupo:</translation>
    </message>
    <message>
        <source>A player of the roster</source>
        <translation>Un jugador del grupo</translation>
    </message>
    <message>
        <source>&amp;Seat at the table</source>
        <translation>&amp;Sentar a la mesa</translation>
    </message>
    <message>
        <source>Seat &amp;everyone</source>
        <translation>Sentar a &amp;todos</translation>
    </message>
    <message>
        <source>Manage the roster…</source>
        <translation>Gestionar el grupo…</translation>
    </message>
    <message>
        <source>Game &amp;night:</source>
        <translation>&amp;Noche de partidas:</translation>
    </message>
    <message>
        <source>Re&amp;member these players in the roster (name, colour, scheme deck)</source>
        <translation>&amp;Recordar a estos jugadores en el grupo (nombre, color, mazo de planes)</translation>
    </message>
    <message>
        <source>No game night: one game</source>
        <translation>Sin noche de partidas: una sola partida</translation>
    </message>
    <message>
        <source>A new game night: the players with a scheme deck take turns as the archenemy</source>
        <translation>Una noche de partidas nueva: los jugadores con mazo de planes se turnan como archienemigo</translation>
    </message>
    <message>
        <source>Continue the game night (game %1)</source>
        <translation>Seguir la noche de partidas (partida %1)</translation>
    </message>
    <message>
        <source>Re&amp;member these players in the roster (name, colour)</source>
        <translation>&amp;Recordar a estos jugadores en el grupo (nombre, color)</translation>
    </message>
    <message>
        <source>A new game night: Planechase, a random starting player each game</source>
        <translation>Una noche de partidas nueva: Planechase, un jugador inicial al azar en cada partida</translation>
    </message>
    <message>
        <source>%1 (with a scheme deck)</source>
        <translation>%1 (con mazo de planes)</translation>
    </message>
    <message>
        <source>(everyone of the roster is seated)</source>
        <translation>(todos los del grupo están sentados)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>The roster keeps at most %1 players: %2 will not be remembered. To make room, remove someone with Manage the roster…</source>
        <translation>El grupo guarda como máximo %1 jugadores: %2 no se recordará. Para hacer sitio, quita a alguien con Gestionar el grupo…</translation>
    </message>
    <message>
        <source>The roster cannot be saved.</source>
        <translation>No se puede guardar el grupo de jugadores.</translation>
    </message>
    <message>
        <source>Game night: Planechase, a random starting player each game.</source>
        <translation>Noche de partidas: Planechase, un jugador inicial al azar en cada partida.</translation>
    </message>
    <message>
        <source>Game night: nobody brought a scheme deck; everyone takes a turn as the archenemy.</source>
        <translation>Noche de partidas: nadie trajo mazo de planes; todos se turnan como archienemigo.</translation>
    </message>
    <message>
        <source>Game night: the archenemy in turn, in seat order: %1 (who brought a scheme deck).</source>
        <translation>Noche de partidas: archienemigo por turnos, en el orden de los asientos: %1 (quienes trajeron mazo de planes).</translation>
    </message>
    <message>
        <source>remove “%1”</source>
        <translation>quitar a “%1”</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Add planes (Planechase, CR 901): the planar die and a planar deck</source>
        <translation>Añadir planos (Planechase, RC 901): el dado planar y un mazo planar</translation>
    </message>
    <message>
        <source>Planes (CR 901)</source>
        <translation>Planos (RC 901)</translation>
    </message>
    <message>
        <source>Planar deck</source>
        <translation>Mazo planar</translation>
    </message>
    <message>
        <source>Import a planar deck list…</source>
        <translation>Importar una lista de mazo planar…</translation>
    </message>
    <message>
        <source>Shuffled by</source>
        <translation>Lo baraja</translation>
    </message>
    <message>
        <source>Who shuffles the planar deck</source>
        <translation>Quién baraja el mazo planar</translation>
    </message>
    <message>
        <source>The app shuffles and reveals the planes</source>
        <translation>La aplicación baraja y muestra los planos</translation>
    </message>
    <message>
        <source>We shuffle our paper planes and tell the app what we reveal</source>
        <translation>Barajamos nuestros planos de papel y le decimos a la aplicación qué mostramos</translation>
    </message>
    <message>
        <source>Heroes&apos; planar controller</source>
        <translation>Controlador planar de los héroes</translation>
    </message>
    <message>
        <source>The hero who controls the planes on the heroes&apos; turn (CR 901.12)</source>
        <translation>El héroe que controla los planos en el turno de los héroes (RC 901.12)</translation>
    </message>
    <message>
        <source>The ready communal deck: every product plane, random phenomena (CR 901.15)</source>
        <translation>El mazo común listo: todos los planos de producto, fenómenos al azar (RC 901.15)</translation>
    </message>
    <message>
        <source>One communal deck: %1</source>
        <translation>Un mazo común: %1</translation>
    </message>
    <message>
        <source>Each player&apos;s own planar deck (CR 901.3)</source>
        <translation>El mazo planar propio de cada jugador (RC 901.3)</translation>
    </message>
    <message>
        <source>Planar deck of %1</source>
        <translation>Mazo planar de %1</translation>
    </message>
    <message>
        <source>The last game&apos;s planar deck</source>
        <translation>El mazo planar de la partida anterior</translation>
    </message>
    <message>
        <source>No planar deck yet</source>
        <translation>Todavía sin mazo planar</translation>
    </message>
    <message>
        <source>Import a planar deck list</source>
        <translation>Importar una lista de mazo planar</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.dek *.dck)</source>
        <translation>Listas de mazo (*.txt *.dek *.dck)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>“%1” could not be read: %2</source>
        <translation>No se pudo leer «%1»: %2</translation>
    </message>
    <message>
        <source>Planar deck “%1”: %2</source>
        <translation>Mazo planar «%1»: %2</translation>
    </message>
    <message>
        <source>Planar deck “%1” (%2): %3</source>
        <translation>Mazo planar «%1» (%2): %3</translation>
    </message>
    <message>
        <source>Planes: each of the %1 players with their own planar deck.</source>
        <translation>Planos: cada uno de los %1 jugadores con su propio mazo planar.</translation>
    </message>
    <message>
        <source>Planes: the ready communal planar deck.</source>
        <translation>Planos: el mazo planar común listo.</translation>
    </message>
    <message>
        <source>Planes: one communal planar deck.</source>
        <translation>Planos: un mazo planar común.</translation>
    </message>
</context>
<context>
    <name>OngoingPanel</name>
    <message>
        <source>Ongoing schemes</source>
        <translation>Planes continuos</translation>
    </message>
    <message>
        <source>None face up.</source>
        <translation>Ninguno boca arriba.</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>It happened</source>
        <translation>Ha ocurrido</translation>
    </message>
    <message>
        <source>It happened: %1</source>
        <translation>Ha ocurrido: %1</translation>
    </message>
    <message>
        <source>Lasting effects</source>
        <translation>Efectos duraderos</translation>
    </message>
    <message>
        <source>%1&apos;s ongoing scheme</source>
        <translation>Plan continuo de %1</translation>
    </message>
    <message>
        <source>Card image: %1</source>
        <translation>Imagen de la carta: %1</translation>
    </message>
</context>
<context>
    <name>OngoingStrip</name>
    <message>
        <source>Ongoing:</source>
        <translation>Planes continuos:</translation>
    </message>
    <message>
        <source>Card image: %1</source>
        <translation>Imagen de la carta: %1</translation>
    </message>
</context>
<context>
    <name>PaperRollDialog</name>
    <message>
        <source>Our own planar dice</source>
        <extracomment>The faces in the dialog&apos;s order, with their keys.</extracomment>
        <translation>Nuestros propios dados planares</translation>
    </message>
    <message>
        <source>Probability Flux: %1 rolls %2 of the table&apos;s planar dice and ignores all but one. Which face does the die %1 keeps show?</source>
        <translation>Flujo de probabilidad: %1 lanza %2 de los dados planares de la mesa y no tiene en cuenta todos menos uno. ¿Qué cara muestra el dado con el que se queda %1?</translation>
    </message>
    <message>
        <source>Our own planar die</source>
        <translation>Nuestro propio dado planar</translation>
    </message>
    <message>
        <source>%1 rolled the table&apos;s planar die. Which face did it show?</source>
        <translation>%1 lanzó el dado planar de la mesa. ¿Qué cara salió?</translation>
    </message>
    <message>
        <source>This roll is free (CR 901.9).</source>
        <translation>Este lanzamiento es gratis (RC 901.9).</translation>
    </message>
    <message>
        <source>This roll costs %1 (CR 901.9).</source>
        <translation>Este lanzamiento cuesta %1 (RC 901.9).</translation>
    </message>
</context>
<context>
    <name>PlaneCardView</name>
    <message>
        <source>Planes</source>
        <translation>Planos</translation>
    </message>
    <message>
        <source>Card image: %1</source>
        <translation>Imagen de la carta: %1</translation>
    </message>
    <message>
        <source>Unofficial translation by the Archenemy Companion project</source>
        <translation>Traducción no oficial del proyecto Archenemy Companion</translation>
    </message>
</context>
<context>
    <name>Planes</name>
    <message>
        <source>“%1”</source>
        <extracomment>A planar card&apos;s name in a list of them (&quot;“Akoum”, “Bant”&quot;).</extracomment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>en blanco</translation>
    </message>
    <message>
        <source>chaos</source>
        <translation>caos</translation>
    </message>
    <message>
        <source>Planeswalker symbol</source>
        <translation>símbolo de planeswalker</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>%1 mana</source>
        <translation>%1 de maná</translation>
    </message>
    <message>
        <source>scroll</source>
        <translation>pergamino</translation>
    </message>
    <message>
        <source>flame</source>
        <translation>llama</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>exposición</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>presión</translation>
    </message>
    <message>
        <source>eruption</source>
        <translation>erupción</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>carga</translation>
    </message>
    <message>
        <source>dread</source>
        <translation>pavor</translation>
    </message>
    <message>
        <source>%1: which plane did you turn face up as the starting plane?</source>
        <translation>%1: ¿qué plano pusiste boca arriba como plano inicial?</translation>
    </message>
    <message>
        <source>%1: which planar card did you turn face up from your planar deck?</source>
        <translation>%1: ¿qué carta planar pusiste boca arriba de tu mazo planar?</translation>
    </message>
    <message>
        <source>Resolve “%2”, then press Done (%1 planeswalks away from it).</source>
        <translation>Resuelve «%2» y pulsa Hecho (%1 camina por los planos desde él).</translation>
    </message>
    <message>
        <source>“%2”: %1, which plane goes on top of your planar deck?</source>
        <translation>«%2»: %1, ¿qué plano va encima de tu mazo planar?</translation>
    </message>
    <message>
        <source>“%2”: put “%3”, the top card of the planar deck, on the bottom?</source>
        <translation>«%2»: ¿poner «%3», la carta superior del mazo planar, en el fondo?</translation>
    </message>
    <message>
        <source>“%2”: could %1 sacrifice a creature? (If not, %1 planeswalks.)</source>
        <translation>«%2»: ¿pudo %1 sacrificar una criatura? (Si no, %1 camina por los planos).</translation>
    </message>
    <message>
        <source>Resolve the chaos of “%2”, then press Done: %1 planeswalks.</source>
        <translation>Resuelve el caos de «%2» y pulsa Hecho: %1 camina por los planos.</translation>
    </message>
    <message>
        <source>“%2”: %1 rolled the planar die twice. Which die does %1 keep?</source>
        <translation>«%2»: %1 lanzó el dado planar dos veces. ¿Con qué dado se queda %1?</translation>
    </message>
    <message>
        <source>%1: reveal from the top of your planar deck until a plane. Which plane? (Phenomena go on the bottom.)</source>
        <translation>%1: muestra cartas de la parte superior de tu mazo planar hasta un plano. ¿Qué plano? (Los fenómenos van al fondo.)</translation>
    </message>
    <message>
        <source>%1: reveal on until a second plane (the first: %2). Which plane? (Phenomena go on the bottom.)</source>
        <translation>%1: sigue mostrando hasta un segundo plano (el primero: %2). ¿Qué plano? (Los fenómenos van al fondo.)</translation>
    </message>
    <message>
        <source>%1: which card did you reveal from the top of your planar deck?</source>
        <translation>%1: ¿qué carta mostraste? (La primera de tu mazo planar.)</translation>
    </message>
    <message>
        <source>%1: which card did you reveal next from the top of your planar deck (%2 of %3; before: %4)?</source>
        <translation>%1: ¿qué otra carta mostraste? (La %2.ª de las %3 primeras de tu mazo planar; antes: %4.)</translation>
    </message>
    <message>
        <source>%1: which card did you reveal from the top of your planar deck (%2 of %3)? All go on the bottom after.</source>
        <translation>%1: ¿qué carta mostraste? (La %2.ª de las %3 primeras de tu mazo planar; luego van todas al fondo.)</translation>
    </message>
    <message>
        <source>%1 encounters “%2”.</source>
        <translation>%1 se encuentra con «%2».</translation>
    </message>
    <message>
        <source>Chaos ensues: “%1” (%2 controls it).</source>
        <translation>Se lanza caos: «%1» (lo controla %2).</translation>
    </message>
    <message>
        <source>%1 rolls %2 planar dice (Probability Flux): %3.</source>
        <translation>%1 lanza %2 dados planares (Flujo de probabilidad): %3.</translation>
    </message>
    <message>
        <source>“%1” gets a %2 counter (%3).</source>
        <translation>«%1» recibe un contador de %2 (%3).</translation>
    </message>
    <message>
        <source>“%1” gets %4 %2 counters (%3).</source>
        <translation>«%1» recibe %4 contadores de %2 (%3).</translation>
    </message>
    <message>
        <source>A %2 counter is removed from “%1” (%3 left).</source>
        <translation>Se remueve un contador de %2 de «%1» (quedan %3).</translation>
    </message>
    <message>
        <source>“%1” deals %2 damage to %3.</source>
        <translation>«%1» hace %2 puntos de daño a %3.</translation>
    </message>
    <message>
        <source>“%1” reveals from the planar deck: %2.</source>
        <translation>«%1» muestra del mazo planar: %2.</translation>
    </message>
    <message>
        <source>“%1” reveals from %2&apos;s planar deck: %3.</source>
        <translation>«%1» muestra del mazo planar de %2: %3.</translation>
    </message>
    <message>
        <source>%1 left the game, and %2 with them.</source>
        <translation>%1 dejó la partida, y %2 con él.</translation>
    </message>
    <message>
        <source>The effect of “%1” ends.</source>
        <translation>Termina el efecto de «%1».</translation>
    </message>
    <message>
        <source>%1 rolls the table&apos;s own planar die: %2.</source>
        <translation>%1 lanza el dado planar propio de la mesa: %2.</translation>
    </message>
    <message>
        <source>%1 rolls the planar die: %2.</source>
        <translation>%1 lanza el dado planar: %2.</translation>
    </message>
    <message>
        <source>It counts as %1.</source>
        <translation>Cuenta como %1.</translation>
    </message>
    <message>
        <source>An effect made them roll: free.</source>
        <translation>Lo hizo lanzar un efecto: gratis.</translation>
    </message>
    <message>
        <source>It cost %1.</source>
        <translation>Costó %1.</translation>
    </message>
    <message>
        <source>The starting plane: %1.</source>
        <translation>El plano inicial: %1.</translation>
    </message>
    <message>
        <source>%1 planeswalks away from %2.</source>
        <translation>%1 camina por los planos desde %2.</translation>
    </message>
    <message>
        <source>%1 planeswalks.</source>
        <translation>%1 camina por los planos.</translation>
    </message>
    <message>
        <source>%1 planeswalks from %2 to %3.</source>
        <translation>%1 camina por los planos desde %2 hacia %3.</translation>
    </message>
    <message>
        <source>%1 planeswalks to %2.</source>
        <translation>%1 camina por los planos hacia %2.</translation>
    </message>
    <message>
        <source>“%1”: the turn order is reversed.</source>
        <translation>«%1»: el orden de turnos se invierte.</translation>
    </message>
    <message>
        <source>“%1”: %2 will take an extra turn.</source>
        <translation>«%1»: %2 jugará un turno adicional.</translation>
    </message>
    <message>
        <source>“%1”: an additional combat phase and main phase this turn.</source>
        <translation>«%1»: una fase de combate y una fase principal adicionales este turno.</translation>
    </message>
    <message>
        <source>“%1”: an additional beginning phase after this one.</source>
        <translation>«%1»: una fase inicial adicional después de esta.</translation>
    </message>
    <message>
        <source>“%1”: every blank roll is chaos until a player planeswalks away from a plane.</source>
        <translation>«%1»: cada lanzamiento en blanco es caos hasta que un jugador camine por los planos desde un plano.</translation>
    </message>
    <message>
        <source>“%1”: a Planeswalker roll is chaos until %2&apos;s next turn.</source>
        <translation>«%1»: un lanzamiento de planeswalker es caos hasta el próximo turno de %2.</translation>
    </message>
    <message>
        <source>“%1”: an effect lasts until a player planeswalks.</source>
        <translation>«%1»: un efecto dura hasta que un jugador camine por los planos.</translation>
    </message>
    <message>
        <source>“%1”: %2 skips the untap step.</source>
        <translation>«%1»: %2 se salta el paso de enderezar.</translation>
    </message>
    <message>
        <source>“%1” has dread counters: chaos ensues instead of planeswalking.</source>
        <translation>«%1» tiene contadores de pavor: en vez de caminar por los planos, se lanza caos.</translation>
    </message>
    <message>
        <source>“%1”: until %2&apos;s next turn, each roll of the planar die is two dice, and one is ignored.</source>
        <translation>«%1»: hasta el próximo turno de %2, cada lanzamiento del dado planar es de dos dados, y se ignora uno.</translation>
    </message>
    <message>
        <source>“%1” acts.</source>
        <translation>«%1» actúa.</translation>
    </message>
    <message>
        <source>The phenomenon “%1” resolved, and the planeswalk away from it</source>
        <translation>El fenómeno «%1» resuelto, y la caminata por los planos desde él</translation>
    </message>
    <message>
        <source>“%1”: Done</source>
        <translation>«%1»: Hecho</translation>
    </message>
    <message>
        <source>Answer to “%1”: %2</source>
        <translation>Respuesta a «%1»: %2</translation>
    </message>
    <message>
        <source>The planar card turned face up: “%1”</source>
        <translation>La carta planar puesta boca arriba: «%1»</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>%1&apos;s roll of the planar die (%2)</source>
        <translation>lanzamiento del dado planar de %1 (%2)</translation>
    </message>
    <message>
        <source>%1 planeswalks</source>
        <translation>%1 camina por los planos</translation>
    </message>
    <message>
        <source>Chaos ensues</source>
        <translation>Se lanza caos</translation>
    </message>
    <message>
        <source>The plane chosen</source>
        <translation>El plano elegido</translation>
    </message>
</context>
<context>
    <name>PlayerNameDialog</name>
    <message>
        <source>Rename a player</source>
        <translation>Cambiar el nombre de un jugador</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>New &amp;name:</source>
        <translation>N&amp;uevo nombre:</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Nuevo nombre</translation>
    </message>
    <message>
        <source>The game log keeps the old name for what already happened.</source>
        <translation>El registro de la partida conserva el nombre anterior en lo que ya pasó.</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Cambia&amp;r el nombre</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1: lose life</source>
        <translation>%1: perder vidas</translation>
    </message>
    <message>
        <source>%1: gain life</source>
        <translation>%1: ganar vidas</translation>
    </message>
    <message>
        <source>Lose 1 life (Shift: 5)</source>
        <translation>Perder 1 vida (Mayús: 5)</translation>
    </message>
    <message>
        <source>Gain 1 life (Shift: 5)</source>
        <translation>Ganar 1 vida (Mayús: 5)</translation>
    </message>
    <message>
        <source>%1: poison counters</source>
        <translation>%1: contadores de veneno</translation>
    </message>
    <message>
        <source>%1: commander damage</source>
        <translation>%1: daño de comandante</translation>
    </message>
    <message>
        <source>+1 poison counter</source>
        <translation>+1 contador de veneno</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 se rinde</translation>
    </message>
    <message>
        <source>Poison counters: %1 (%2 loses the game)</source>
        <translation>Contadores de veneno: %1 (con %2 se pierde la partida)</translation>
    </message>
    <message>
        <source>−1 poison counter</source>
        <translation>−1 contador de veneno</translation>
    </message>
    <message>
        <source>Most combat damage from one commander: %1 (%2 loses the game)</source>
        <translation>Mayor daño de combate de un mismo comandante: %1 (con %2 se pierde la partida)</translation>
    </message>
    <message>
        <source>From %1&apos;s own commander (%2)</source>
        <translation>Del comandante propio de %1 (%2)</translation>
    </message>
    <message>
        <source>From %1&apos;s commander (%2)</source>
        <translation>Del comandante de %1 (%2)</translation>
    </message>
    <message>
        <source>From %1&apos;s commander (%2; %1 left the game)</source>
        <translation>Del comandante de %1 (%2; %1 dejó la partida)</translation>
    </message>
    <message>
        <source>Select with %1</source>
        <translation>Se selecciona con %1</translation>
    </message>
    <message>
        <source>Shared team life</source>
        <translation>Vidas compartidas del equipo</translation>
    </message>
    <message>
        <source>%1 poison</source>
        <translation>Veneno: %1</translation>
    </message>
    <message>
        <source>Out: %1</source>
        <translation>Fuera de la partida: %1</translation>
    </message>
    <message>
        <source>Deck %1</source>
        <translation>Mazo %1</translation>
    </message>
    <message>
        <source>%1: %2 life</source>
        <translation>%1: %2 vidas</translation>
    </message>
</context>
<context>
    <name>PromptBanner</name>
    <message>
        <source>Apply:</source>
        <translation>Aplicar:</translation>
    </message>
    <message>
        <source>%1 — Applied ✓</source>
        <translation>%1 — Aplicado ✓</translation>
    </message>
    <message>
        <source>Now, at this step:</source>
        <translation>Ahora, en este paso:</translation>
    </message>
    <message>
        <source>Life change to apply</source>
        <translation>Cambio de vida que aplicar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>Fichas: %1</translation>
    </message>
    <message>
        <source>Next step waits for this answer.</source>
        <translation>El siguiente paso espera esta respuesta.</translation>
    </message>
    <message>
        <source>Redistribute life totals…</source>
        <translation>Redistribuir los totales de vidas…</translation>
    </message>
    <message>
        <source>%1 (not available)</source>
        <translation>%1 (no disponible)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Scheme revealed</source>
        <translation>Plan mostrado</translation>
    </message>
    <message>
        <source>Planar card revealed</source>
        <translation>Carta planar mostrada</translation>
    </message>
    <message>
        <source>Type the scheme&apos;s name…</source>
        <translation>Escribe el nombre del plan…</translation>
    </message>
    <message>
        <source>Type the plane&apos;s name…</source>
        <translation>Escribe el nombre del plano…</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Mostrado</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>keyboard key that answers Yes</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <comment>keyboard key that answers No</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Next step waits for this answer: press %1 or %2.</source>
        <translation>El siguiente paso espera esta respuesta: pulsa %1 o %2.</translation>
    </message>
    <message>
        <source>Next step waits for this answer: press its number.</source>
        <translation>El siguiente paso espera esta respuesta: pulsa su número.</translation>
    </message>
    <message>
        <source>The scheme&apos;s name cannot be typed into now.</source>
        <translation>Ahora no se puede escribir el nombre del plan.</translation>
    </message>
    <message>
        <source>The count cannot be typed into now.</source>
        <translation>Ahora no se puede escribir la cantidad.</translation>
    </message>
    <message>
        <source>The count goes up to %1.</source>
        <translation>La cantidad llega como máximo a %1.</translation>
    </message>
    <message>
        <source>“%1” is a phenomenon, never the starting plane: put it on the bottom of the planar deck and turn over the next card (CR 103.7).</source>
        <translation>«%1» es un fenómeno y nunca es el plano inicial: ponlo en el fondo del mazo planar y pon boca arriba la carta siguiente (RC 103.7).</translation>
    </message>
    <message>
        <source>No planar card of this deck has “%1” in its name.</source>
        <translation>Ninguna carta planar de este mazo tiene «%1» en su nombre.</translation>
    </message>
    <message>
        <source>No scheme of this deck has “%1” in its name.</source>
        <translation>Ningún plan de este mazo tiene «%1» en su nombre.</translation>
    </message>
    <message>
        <source>“%1” is in several names: %2. Type more of the one revealed.</source>
        <translation>«%1» está en varios nombres: %2. Escribe más del que has mostrado.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>the chosen player</source>
        <translation>el jugador elegido</translation>
    </message>
    <message>
        <source>the opponent who can&apos;t attack with creatures</source>
        <translation>el oponente que no puede atacar con criaturas</translation>
    </message>
    <message>
        <source>the opponent who can&apos;t cast creature spells</source>
        <translation>el oponente que no puede lanzar hechizos de criatura</translation>
    </message>
    <message>
        <source>the opponent who can&apos;t cast noncreature spells</source>
        <translation>el oponente que no puede lanzar hechizos que no sean de criatura</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Descartar una carta</translation>
    </message>
    <message>
        <source>Pay 3 life</source>
        <translation>Pagar 3 vidas</translation>
    </message>
    <message>
        <source>Abandon the scheme</source>
        <translation>Abandonar el plan</translation>
    </message>
    <message>
        <source>Resolve “%1”, then press Done.</source>
        <translation>Resuelve “%1” y luego pulsa Hecho.</translation>
    </message>
    <message>
        <source>%1: which scheme did you reveal from the top of your scheme deck?</source>
        <translation>%1: ¿qué plan has mostrado de la parte superior de tu mazo de planes?</translation>
    </message>
    <message>
        <source>“%1”: who is the chosen player?</source>
        <translation>«%1»: ¿quién es el jugador elegido?</translation>
    </message>
    <message>
        <source>“%1”: choose %2.</source>
        <translation>“%1”: elige quién es %2.</translation>
    </message>
    <message>
        <source>My Laughter Echoes: abandon it to set “%1” in motion again?</source>
        <translation>“Mi risa resuena”: ¿abandonarlo para poner en marcha “%1” otra vez?</translation>
    </message>
    <message>
        <source>Your Inescapable Doom deals %1 damage. Opponents are tied for the highest life total: %2, choose one.</source>
        <translation>“Tu perdición ineludible” hace %1 puntos de daño. Varios oponentes empatan con el total de vidas más alto: %2, elige a uno.</translation>
    </message>
    <message>
        <source>How many spells did %1 cast this turn?</source>
        <translation>¿Cuántos hechizos ha lanzado %1 este turno?</translation>
    </message>
    <message>
        <source>How many spells did the heroes cast this turn?</source>
        <translation>¿Cuántos hechizos han lanzado los héroes este turno?</translation>
    </message>
    <message>
        <source>Do the heroes tap untapped creatures with total power 8 or greater?</source>
        <translation>¿Giran los héroes criaturas enderezadas con una fuerza total de 8 o más?</translation>
    </message>
    <message>
        <source>Do the heroes sacrifice two creatures?</source>
        <translation>¿Sacrifican los héroes dos criaturas?</translation>
    </message>
    <message>
        <source>Does %1 tap untapped creatures with total power 8 or greater?</source>
        <translation>¿Gira %1 criaturas enderezadas con una fuerza total de 8 o más?</translation>
    </message>
    <message>
        <source>How many creatures died under %2&apos;s control this turn?</source>
        <translation>¿Cuántas criaturas controladas por %2 han muerto este turno?</translation>
    </message>
    <message>
        <source>%2: discard a card, pay 3 life, or abandon Fear My Authority?</source>
        <translation>%2: ¿descartar una carta, pagar 3 vidas o abandonar “Teme mi autoridad”?</translation>
    </message>
    <message>
        <source>Does %2 cast a spell from their hand without paying its mana cost?</source>
        <translation>¿Lanza %2 un hechizo de su mano sin pagar su coste de maná?</translation>
    </message>
    <message>
        <source>Was combat damage dealt to %2?</source>
        <translation>¿Se le hizo daño de combate a %2?</translation>
    </message>
    <message>
        <source>Did any opponent of %2 cast a spell since %2&apos;s last turn ended?</source>
        <translation>¿Algún oponente de %2 ha lanzado un hechizo desde que terminó el último turno de %2?</translation>
    </message>
    <message>
        <source>How many cards were put into %2&apos;s graveyard this turn (from anywhere)?</source>
        <translation>¿Cuántas cartas se han puesto en el cementerio de %2 este turno (desde cualquier parte)?</translation>
    </message>
    <message>
        <source>Was %3 attacked this combat?</source>
        <translation>¿Han atacado a %3 en este combate?</translation>
    </message>
    <message>
        <source>Did %2 draw a card last turn?</source>
        <translation>¿Robó %2 una carta en el turno anterior?</translation>
    </message>
    <message>
        <source>Did %2&apos;s commander leave the battlefield?</source>
        <translation>¿Ha dejado el campo de batalla el comandante de %2?</translation>
    </message>
    <message>
        <source>Does %1 sacrifice two creatures?</source>
        <translation>¿Sacrifica %1 dos criaturas?</translation>
    </message>
    <message>
        <source>How many lands does %2 control?</source>
        <translation>¿Cuántas tierras controla %2?</translation>
    </message>
    <message>
        <source>Did a creature put onto the battlefield with My Undead Horde Awakens die?</source>
        <translation>¿Ha muerto una criatura puesta en el campo de batalla con “Mi horda de no muertos despierta”?</translation>
    </message>
    <message>
        <source>How many creatures are attacking %2?</source>
        <translation>¿Cuántas criaturas están atacando a %2?</translation>
    </message>
    <message>
        <source>How much damage has %2 been dealt this turn?</source>
        <translation>¿Cuánto daño se le ha hecho a %2 este turno?</translation>
    </message>
    <message>
        <source>Did a creature %2 controls die?</source>
        <translation>¿Ha muerto una criatura que controla %2?</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Mayús</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Supr</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <source>&amp;Story of the game…</source>
        <translation>&amp;Historia de la partida…</translation>
    </message>
    <message>
        <source>Saved games, newest first. Continue one, or delete it for good.</source>
        <translation>Partidas guardadas, la más reciente primero. Continúa una o elimínala para siempre.</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>guardada el %1</translation>
    </message>
    <message>
        <source>%1 · %2 (cannot be read)</source>
        <translation>%1 · %2 (no se puede leer)</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>ganada por %1</translation>
    </message>
    <message>
        <source>in progress, turn %1</source>
        <translation>sin terminar, turno %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source> (this game)</source>
        <translation> (esta partida)</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Eliminar la partida</translation>
    </message>
    <message>
        <source>Delete %1 for good?</source>
        <translation>¿Eliminar %1 para siempre?</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>Reminders</name>
    <message>
        <source>“%1”: %2 creates a 3/3 black Horror creature token.</source>
        <translation>“%1”: %2 crea una ficha de criatura Horror negra 3/3.</translation>
    </message>
    <message>
        <source>“%1”: %2 may put target creature card from an opponent&apos;s graveyard onto the battlefield.</source>
        <translation>“%1”: %2 puede poner en el campo de batalla una carta de criatura objetivo del cementerio de un oponente.</translation>
    </message>
    <message>
        <source>“%1”: up to one target creature gets +2/+2 and vigilance and can&apos;t be blocked this turn.</source>
        <translation>“%1”: hasta una criatura objetivo obtiene +2/+2 y la habilidad de vigilancia y no puede ser bloqueada este turno.</translation>
    </message>
    <message>
        <source>“%1”: if %2 attacks, create a 5/5 black Demon with flying, tapped and attacking.</source>
        <translation>“%1”: si %2 ataca, crea una ficha de criatura Demonio negra 5/5 con la habilidad de volar, girada y atacando.</translation>
    </message>
    <message>
        <source>“%1”: if %2&apos;s commander attacks, put two +1/+1 counters on it.</source>
        <translation>“%1”: si el comandante de %2 ataca, pon dos contadores +1/+1 sobre él.</translation>
    </message>
    <message>
        <source>“%1”: %2 untaps all permanents they control during this untap step.</source>
        <translation>“%1”: %2 endereza todos los permanentes que controla durante este paso de enderezar.</translation>
    </message>
    <message>
        <source>“%1”: for each creature attacking %2 that isn&apos;t blocked, %2 creates a 0/1 green Plant token blocking it.</source>
        <translation>“%1”: por cada criatura que ataca a %2 y no está bloqueada, %2 crea una ficha de criatura Planta verde 0/1 que la bloquea.</translation>
    </message>
    <message>
        <source>“%1”: whenever a player casts a spell, %2 draws a card.</source>
        <translation>“%1”: cada vez que un jugador lanza un hechizo, %2 roba una carta.</translation>
    </message>
    <message>
        <source>“%1”: permanents %3 controls don&apos;t untap during this untap step.</source>
        <translation>“%1”: los permanentes que controla %3 no se enderezan durante este paso de enderezar.</translation>
    </message>
    <message>
        <source>“%1”: creatures %3 controls can&apos;t attack %2 or planeswalkers %2 controls.</source>
        <translation>“%1”: las criaturas que controla %3 no pueden atacar a %2 ni a los planeswalkers que controla %2.</translation>
    </message>
    <message>
        <source>“%1” (%2): %3</source>
        <translation>“%1” (%2): %3</translation>
    </message>
    <message>
        <source>until %1&apos;s next turn</source>
        <translation>hasta el próximo turno de %1</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>hasta el final del turno</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Type a name for the player.</source>
        <translation>Escribe un nombre para el jugador.</translation>
    </message>
    <message>
        <source>“%1” starts or ends with a space.</source>
        <translation>«%1» empieza o termina con un espacio.</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; “%2” has %3.</source>
        <translation>Un nombre puede tener como máximo %1 caracteres; «%2» tiene %3.</translation>
    </message>
    <message>
        <source>“%1” cannot be a player&apos;s name.</source>
        <translation>«%1» no puede ser el nombre de un jugador.</translation>
    </message>
    <message>
        <source>%1&apos;s colour must be written #rrggbb.</source>
        <translation>El color de %1 debe escribirse #rrggbb.</translation>
    </message>
    <message>
        <source>%1 has more than %2 decks.</source>
        <translation>%1 tiene más de %2 mazos.</translation>
    </message>
    <message>
        <source>%1 has a deck that is neither a saved deck nor an official one.</source>
        <translation>%1 tiene un mazo que no es ni un mazo guardado ni uno oficial.</translation>
    </message>
    <message>
        <source>The roster keeps at most %1 players. To make room, remove someone in Game → Roster of players… (their games stay in the history).</source>
        <translation>El grupo guarda como máximo %1 jugadores. Para hacer sitio, quita a alguien en Partida → Jugadores del grupo… (sus partidas se quedan en el historial).</translation>
    </message>
    <message>
        <source>The roster already has a player called %1.</source>
        <translation>El grupo ya tiene un jugador llamado %1.</translation>
    </message>
    <message>
        <source>The roster has no player called %1.</source>
        <translation>El grupo no tiene ningún jugador llamado %1.</translation>
    </message>
    <message>
        <source>it is not a roster file</source>
        <translation>no es un archivo de grupo de jugadores</translation>
    </message>
    <message>
        <source>it has no list of players</source>
        <translation>no tiene lista de jugadores</translation>
    </message>
    <message>
        <source>player %1 has no name</source>
        <translation>el jugador %1 no tiene nombre</translation>
    </message>
    <message>
        <source>player %1&apos;s decks cannot be read</source>
        <translation>no se pueden leer los mazos del jugador %1</translation>
    </message>
    <message>
        <source>the name %1 is there twice</source>
        <translation>el nombre %1 aparece dos veces</translation>
    </message>
    <message>
        <source>The roster was saved by a newer version of Archenemy Companion; it is left as it is.</source>
        <translation>El grupo de jugadores se guardó con una versión más reciente de Archenemy Companion; se deja como está.</translation>
    </message>
    <message>
        <source>The roster could not be read: %1</source>
        <translation>No se pudo leer el grupo de jugadores: %1</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>es demasiado grande</translation>
    </message>
    <message>
        <source>it is not readable JSON</source>
        <translation>no es JSON legible</translation>
    </message>
    <message>
        <source>The roster could not be read (%1).</source>
        <translation>No se pudo leer el grupo de jugadores (%1).</translation>
    </message>
    <message>
        <source>The roster could not be read (%1); it was kept as %2 and the roster starts empty.</source>
        <translation>No se pudo leer el grupo de jugadores (%1); se guardó como %2 y el grupo empieza vacío.</translation>
    </message>
    <message>
        <source>The roster could not be saved: %1</source>
        <translation>No se pudo guardar el grupo de jugadores: %1</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Roster of players</source>
        <translation>Jugadores del grupo</translation>
    </message>
    <message>
        <source>The roster&apos;s players</source>
        <translation>Los jugadores del grupo</translation>
    </message>
    <message>
        <source>Ne&amp;w player</source>
        <translation>Nuevo &amp;jugador</translation>
    </message>
    <message>
        <source>Remove pla&amp;yer</source>
        <translation>&amp;Quitar jugador</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Cambia&amp;r el nombre</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Color:</translation>
    </message>
    <message>
        <source>Their scheme decks (the &amp;first is the one they play):</source>
        <translation>Sus mazos de planes (juega con el &amp;primero):</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Mazo:</translation>
    </message>
    <message>
        <source>&amp;Add to their decks</source>
        <translation>&amp;Añadir a sus mazos</translation>
    </message>
    <message>
        <source>Play this one (&amp;put first)</source>
        <translation>Jugar con este (ponerlo &amp;delante)</translation>
    </message>
    <message>
        <source>Remo&amp;ve the deck</source>
        <translation>Q&amp;uitar el mazo</translation>
    </message>
    <message>
        <source>No players yet. New player adds one: give them a name, a colour and their scheme decks. New game then seats them from the roster, and a game night plays them in turn.</source>
        <translation>Todavía no hay jugadores. Nuevo jugador añade uno: dale un nombre, un color y sus mazos de planes. Después, Nueva partida los sienta desde el grupo, y una noche de partidas los hace jugar por turnos.</translation>
    </message>
    <message>
        <source>%1 (official)</source>
        <translation>%1 (oficial)</translation>
    </message>
    <message>
        <source>%1 (saved deck)</source>
        <translation>%1 (mazo guardado)</translation>
    </message>
    <message>
        <source>%1 (gone)</source>
        <translation>%1 (ya no está)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n scheme deck(s)</source>
        <translation>
            <numerusform>%1 · %n mazo de planes</numerusform>
            <numerusform>%1 · %n mazos de planes</numerusform>
        </translation>
    </message>
    <message>
        <source>The roster cannot be changed.</source>
        <translation>No se puede cambiar el grupo de jugadores.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 joined the roster.</source>
        <translation>%1 entró en el grupo.</translation>
    </message>
    <message>
        <source>%1 left the roster (their games stay in the history).</source>
        <translation>%1 salió del grupo (sus partidas siguen en el historial).</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 ahora se llama %2.</translation>
    </message>
    <message>
        <source>Colour saved.</source>
        <translation>Color guardado.</translation>
    </message>
    <message>
        <source>%1 already has this deck.</source>
        <translation>%1 ya tiene este mazo.</translation>
    </message>
    <message>
        <source>Deck added for %1.</source>
        <translation>Mazo añadido para %1.</translation>
    </message>
    <message>
        <source>%1 plays this deck now.</source>
        <translation>%1 juega ahora con este mazo.</translation>
    </message>
    <message>
        <source>Deck removed for %1.</source>
        <translation>Mazo quitado para %1.</translation>
    </message>
</context>
<context>
    <name>SchemeCardView</name>
    <message>
        <source>Scheme in motion</source>
        <translation>Plan en marcha</translation>
    </message>
    <message>
        <source>%1 · resolve it, then press Done</source>
        <translation>%1 · resuélvelo y luego pulsa Hecho</translation>
    </message>
    <message>
        <source>Unofficial translation by the Archenemy Companion project</source>
        <translation>Traducción no oficial del proyecto Archenemy Companion</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Card image: %1</source>
        <translation>Imagen de la carta: %1</translation>
    </message>
</context>
<context>
    <name>ScreenKeeper</name>
    <message>
        <source>The screen may sleep: no screen saver service answered (View → Keep the screen awake during a game)</source>
        <translation>La pantalla puede apagarse: ningún servicio de salvapantallas respondió (Ver → Mantener la pantalla encendida durante la partida)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The saved game could not be read again: %1</source>
        <extracomment>Below this much room left in a game&apos;s save file (bytes; about 8,000 actions), the table is told it is nearly full (once per file), before the writer refuses the first line that would not fit. The most finished games the start opens that the history index does not vouch for.</extracomment>
        <translation>No se pudo volver a leer la partida guardada: %1</translation>
    </message>
    <message>
        <source>This game is open in another copy of Archenemy Companion; it is shown read-only.</source>
        <translation>Esta partida está abierta en otra copia de Archenemy Companion; se muestra solo para consulta.</translation>
    </message>
    <message>
        <source>This game cannot be saved here (the folder is read-only); it is shown read-only.</source>
        <translation>Esta partida no se puede guardar aquí (la carpeta es de solo lectura); se muestra solo para consulta.</translation>
    </message>
    <message>
        <source>%1 The saved game %2 is kept as it is; the game goes on from the line before, in %3.</source>
        <translation>%1 La partida guardada %2 se conserva tal cual; la partida sigue desde la línea anterior, en %3.</translation>
    </message>
    <message>
        <source>Reopened an older unfinished game, last saved %1: the newest game is finished.</source>
        <translation>Se ha vuelto a abrir una partida anterior sin terminar, guardada por última vez el %1: la más reciente está terminada.</translation>
    </message>
    <message>
        <source>This game cannot be saved (%1); it is shown read-only.</source>
        <translation>Esta partida no se puede guardar (%1); se muestra solo para consulta.</translation>
    </message>
    <message>
        <source>Some actions of the saved game could not be read and were dropped (lines %1). The original file was kept as %2.</source>
        <translation>Algunas acciones de la partida guardada no se pudieron leer y se descartaron (líneas %1). El archivo original se conservó como %2.</translation>
    </message>
    <message>
        <source>Skipped %1: %2</source>
        <translation>Se omitió %1: %2</translation>
    </message>
    <message>
        <source>Set aside %1 as %2: %3</source>
        <translation>%1 se ha apartado como %2: %3</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <source>The lock file %1 of this game cannot be used (%2); the game is shown read-only. Game → Take over removes it.</source>
        <extracomment>A lock file QLockFile writes holds five short lines (pid, app, host name, machine id, boot id).</extracomment>
        <translation>El archivo de bloqueo %1 de esta partida no se puede usar (%2); la partida se muestra solo para consulta. Partida → Tomar el control lo elimina.</translation>
    </message>
    <message>
        <source>Remove the lock file %1 and continue the game here? Do it only if no other copy of Archenemy Companion has this game open: two copies writing one game lose actions.</source>
        <translation>¿Eliminar el archivo de bloqueo %1 y seguir la partida aquí? Hazlo solo si ninguna otra copia de Archenemy Companion tiene abierta esta partida: dos copias que escriben una misma partida pierden acciones.</translation>
    </message>
    <message>
        <source>This game is open on the computer “%1” (since %2); it is shown read-only. If Archenemy Companion is closed there, use Game → Take over.</source>
        <translation>Partida abierta en el ordenador “%1” (desde %2): solo para consulta. Si Archenemy Companion está cerrado allí, usa Partida → Tomar el control.</translation>
    </message>
    <message>
        <source>Take the game over from the computer “%1”? Do it only if Archenemy Companion is closed there: two copies writing one game lose actions.</source>
        <translation>¿Tomar el control de la partida del ordenador “%1”? Hazlo solo si Archenemy Companion está cerrado allí: dos copias que escriben una misma partida pierden acciones.</translation>
    </message>
    <message>
        <source>The saved game was cut off by a crash or a power cut at line %1: its %2 whole actions were loaded (original kept as %3).</source>
        <translation>Un cierre inesperado o un corte de luz cortó la partida guardada en la línea %1: se cargaron sus %2 acciones completas (original conservado como %3).</translation>
    </message>
    <message>
        <source>The saved game could not be read whole: %1 lines dropped, the first at line %2 (original kept as %3).</source>
        <translation>La partida guardada no se pudo leer entera: %1 líneas descartadas, la primera en la línea %2 (original conservado como %3).</translation>
    </message>
    <message>
        <source>This game&apos;s save file is nearly full: about %1 more actions fit in it. Finish the game, or start a rematch to play on.</source>
        <translation>El archivo de esta partida está casi lleno: caben unas %1 acciones más. Termina la partida o empieza una revancha para seguir jugando.</translation>
    </message>
    <message>
        <source>The save file %1 was removed or replaced by another program; the game goes on in %2.</source>
        <translation>Otro programa eliminó o sustituyó el archivo de la partida %1; la partida sigue en %2.</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <source>The laptop did not understand that message.</source>
        <translation>El portátil no ha entendido ese mensaje.</translation>
    </message>
    <message>
        <source>Too many messages: wait a moment.</source>
        <translation>Demasiados mensajes: espera un momento.</translation>
    </message>
    <message>
        <source>The page must introduce itself first: reload it.</source>
        <translation>La página debe presentarse primero: recárgala.</translation>
    </message>
    <message>
        <source>The laptop does not let players change their own life right now.</source>
        <translation>Ahora mismo el portátil no deja que los jugadores cambien sus propias vidas.</translation>
    </message>
    <message>
        <source>You can change only your own life.</source>
        <translation>Solo puedes cambiar tus propias vidas.</translation>
    </message>
    <message>
        <source>Another phone already holds that seat.</source>
        <translation>Otro teléfono ya ocupa ese sitio.</translation>
    </message>
    <message>
        <source>There is no such player in this game.</source>
        <translation>No hay ningún jugador con ese nombre en esta partida.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The laptop could not save that change: look at the laptop.</source>
        <translation>El portátil no pudo guardar ese cambio: mira el portátil.</translation>
    </message>
    <message>
        <source>This phone has too many pages open on the laptop: close the others.</source>
        <translation>Este teléfono tiene demasiadas páginas abiertas con el portátil: cierra las demás.</translation>
    </message>
    <message>
        <source>Archenemy Companion</source>
        <translation>Archenemy Companion</translation>
    </message>
    <message>
        <source>Connecting to the laptop…</source>
        <translation>Conectando con el portátil…</translation>
    </message>
    <message>
        <source>Out of date: reconnecting to the laptop…</source>
        <translation>Sin actualizar: reconectando con el portátil…</translation>
    </message>
    <message>
        <source>The laptop stopped sharing the game.</source>
        <translation>El portátil ha dejado de compartir la partida.</translation>
    </message>
    <message>
        <source>This address is no longer valid: scan the code on the laptop again.</source>
        <translation>Esta dirección ya no es válida: vuelve a escanear el código del portátil.</translation>
    </message>
    <message>
        <source>Open this page by scanning the code on the laptop.</source>
        <translation>Abre esta página escaneando el código del portátil.</translation>
    </message>
    <message>
        <source>I am…</source>
        <translation>Soy…</translation>
    </message>
    <message>
        <source>Just watching</source>
        <translation>Solo miro</translation>
    </message>
    <message>
        <source>(another phone)</source>
        <translation>(otro teléfono)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Vida</translation>
    </message>
    <message>
        <source>%1: %2 life</source>
        <translation>%1: %2 vidas</translation>
    </message>
    <message>
        <source>key</source>
        <translation>tecla</translation>
    </message>
    <message>
        <source>(not available)</source>
        <translation>(no disponible)</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veneno</translation>
    </message>
    <message>
        <source>The heroes&apos; team life</source>
        <translation>Vidas del equipo de los héroes</translation>
    </message>
    <message>
        <source>Scheme in motion</source>
        <translation>Plan en marcha</translation>
    </message>
    <message>
        <source>Ongoing schemes</source>
        <translation>Planes continuos</translation>
    </message>
    <message>
        <source>No ongoing scheme.</source>
        <translation>Ningún plan continuo.</translation>
    </message>
    <message>
        <source>Lasting effects</source>
        <translation>Efectos duraderos</translation>
    </message>
    <message>
        <source>The table must answer</source>
        <translation>La mesa debe responder</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>You may change your life here.</source>
        <translation>Puedes cambiar tus vidas aquí.</translation>
    </message>
    <message>
        <source>%1 mana</source>
        <translation>%1 de maná</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share with phones</source>
        <translation>Compartir con teléfonos</translation>
    </message>
    <message>
        <source>Players on the same network scan this code (or type the address) to follow the game.</source>
        <translation>Los jugadores de la misma red escanean este código (o escriben la dirección) para seguir la partida.</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>%n teléfono conectado</numerusform>
            <numerusform>%n teléfonos conectados</numerusform>
        </translation>
    </message>
    <message>
        <source>requests refused without the code: %1</source>
        <translation>peticiones rechazadas sin el código: %1</translation>
    </message>
    <message>
        <source>Sharing is off: nothing listens on the network. Start it to show a code players can scan.</source>
        <translation>No se comparte: nada escucha en la red. Empieza a compartir para mostrar un código que los jugadores puedan escanear.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>&amp;New link</source>
        <translation>E&amp;nlace nuevo</translation>
    </message>
    <message>
        <source>Make a new address: phones with the old one are sent away and must scan the new code.</source>
        <translation>Crea una dirección nueva: los teléfonos con la anterior se desconectan y deben escanear el código nuevo.</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Dejar de compartir</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Empezar a compartir</translation>
    </message>
    <message>
        <source>Players may change their own life</source>
        <translation>Los jugadores pueden cambiar sus propias vidas</translation>
    </message>
    <message>
        <source>%1 is held by a phone</source>
        <translation>Un teléfono ocupa el sitio de %1</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Liberar</translation>
    </message>
</context>
<context>
    <name>ShareProblem</name>
    <message>
        <source>Another program (perhaps another copy of this app) uses that port.</source>
        <translation>Otro programa (quizá otra copia de la aplicación) usa ese puerto.</translation>
    </message>
    <message>
        <source>This computer does not allow the app to use that port.</source>
        <translation>Este ordenador no permite que la aplicación use ese puerto.</translation>
    </message>
    <message>
        <source>None of this computer&apos;s network addresses can be used: check its network connection.</source>
        <translation>No se puede usar ninguna de las direcciones de red de este ordenador: comprueba su conexión de red.</translation>
    </message>
    <message>
        <source>Too many files are open on this computer: close a few programs.</source>
        <translation>Hay demasiados archivos abiertos en este ordenador: cierra algunos programas.</translation>
    </message>
    <message>
        <source>The system refused: %1.</source>
        <translation>El sistema se negó: %1.</translation>
    </message>
    <message>
        <source>The system refused to listen on the network.</source>
        <translation>El sistema se negó a escuchar en la red.</translation>
    </message>
    <message>
        <source>Sharing could not start. %1 Press Start sharing to try again.</source>
        <translation>No se pudo empezar a compartir. %1 Pulsa Empezar a compartir para intentarlo de nuevo.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program (perhaps another copy of this app): sharing on port %2 instead. Phones that kept the usual address must scan this code.</source>
        <translation>Otro programa (quizá otra copia de esta aplicación) usa el puerto %1: se comparte en el puerto %2. Los teléfonos que guardaron la dirección habitual deben escanear este código.</translation>
    </message>
    <message>
        <source>Sharing could not start on port %1. %2 Game → Share with phones… takes a free port.</source>
        <translation>No se pudo compartir en el puerto %1. %2 Partida → Compartir con teléfonos… toma un puerto libre.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Save the chart shown as a PNG picture</source>
        <translation>Guardar el gráfico mostrado como imagen PNG</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Todas las variantes</translation>
    </message>
    <message>
        <source>Reading the saved games…</source>
        <translation>Leyendo las partidas guardadas…</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>No se pudo leer el historial: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>No se pudo leer %n partida guardada y queda fuera.</numerusform>
            <numerusform>No se pudieron leer %n partidas guardadas y quedan fuera.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>as the archenemy</source>
        <translation>como archienemigo</translation>
    </message>
    <message>
        <source>as a hero</source>
        <translation>como héroe</translation>
    </message>
    <message>
        <source>Wins by player</source>
        <translation>Victorias por jugador</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s).</source>
        <translation>
            <numerusform>%n partida terminada.</numerusform>
            <numerusform>%n partidas terminadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The archenemy won %1 of %2 games (%3%), Supervillain Rumble aside.</source>
        <translation>El archienemigo ganó %1 de %2 partidas (%3%), sin contar la Contienda de Supervillanos.</translation>
    </message>
    <message>
        <source>&amp;Who wins</source>
        <translation>&amp;Quién gana</translation>
    </message>
    <message>
        <source>Scheme &amp;decks</source>
        <translation>&amp;Mazos de planes</translation>
    </message>
    <message>
        <source>S&amp;chemes</source>
        <translation>&amp;Planes</translation>
    </message>
    <message>
        <source>A &amp;game</source>
        <translation>&amp;Una partida</translation>
    </message>
    <message>
        <source>&amp;Planes</source>
        <translation>Pla&amp;nos</translation>
    </message>
    <message>
        <source>&amp;Save picture…</source>
        <translation>&amp;Guardar imagen…</translation>
    </message>
    <message>
        <source>&amp;Export history as CSV…</source>
        <translation>&amp;Exportar el historial como CSV…</translation>
    </message>
    <message>
        <source>No player named yet: seats left with their default names are not counted.</source>
        <translation>Aún no hay jugadores con nombre: no cuentan los asientos con su nombre por defecto.</translation>
    </message>
    <message>
        <source>Length of a game in turns: %1 (median), from %2 to %3.</source>
        <translation>Duración de una partida en turnos: %1 (mediana), de %2 a %3.</translation>
    </message>
    <message>
        <source>Length of a game in minutes: %1 (median).</source>
        <translation>Duración de una partida en minutos: %1 (mediana).</translation>
    </message>
    <message>
        <source>%1% (%2 of %3)</source>
        <translation>%1% (%2 de %3)</translation>
    </message>
    <message>
        <source>How often each scheme deck&apos;s archenemy wins</source>
        <translation>Cuántas veces gana el archienemigo con cada mazo de planes</translation>
    </message>
    <message>
        <source>Schemes set in motion most often</source>
        <translation>Planes puestos en marcha más a menudo</translation>
    </message>
    <message>
        <source>No scheme set in motion yet.</source>
        <translation>Todavía no se ha puesto en marcha ningún plan.</translation>
    </message>
    <message>
        <source>Turns an ongoing scheme stays face up before it is abandoned (median)</source>
        <translation>Turnos que un plan continuo queda boca arriba antes de abandonarlo (mediana)</translation>
    </message>
    <message>
        <source>Planes visited most often</source>
        <translation>Planos visitados más a menudo</translation>
    </message>
    <message>
        <source>No game with planes yet.</source>
        <translation>Todavía no hay ninguna partida con planos.</translation>
    </message>
    <message>
        <source>Planeswalker symbol</source>
        <translation>Símbolo de planeswalker</translation>
    </message>
    <message>
        <source>Chaos symbol</source>
        <translation>Símbolo de caos</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>En blanco</translation>
    </message>
    <message>
        <source>Rolls of the planar die</source>
        <translation>Lanzamientos del dado planar</translation>
    </message>
    <message>
        <source>Rolls of the planar die: %1 a game (median %2), %3 planeswalks a game</source>
        <translation>Lanzamientos del dado planar: %1 por partida (mediana %2), %3 caminatas por los planos por partida</translation>
    </message>
    <message>
        <source>No roll of the planar die yet.</source>
        <translation>Todavía no se ha lanzado el dado planar.</translation>
    </message>
    <message>
        <source>%1 (phenomenon)</source>
        <translation>%1 (fenómeno)</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns</source>
        <translation>%1 turnos</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) abandoned</source>
        <translation>
            <numerusform>abandonado %n vez</numerusform>
            <numerusform>abandonado %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>No ongoing scheme abandoned yet.</source>
        <translation>Todavía no se ha abandonado ningún plan continuo.</translation>
    </message>
    <message>
        <source>%1 (median), %2</source>
        <translation>%1 (mediana), %2</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>empezada el %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n game(s))</source>
        <translation>
            <numerusform>%1 (en %n partida)</numerusform>
            <numerusform>%1 (en %n partidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Life over the turns</source>
        <translation>Vidas a lo largo de los turnos</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>Guardar imagen</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>archenemy-chart.png</source>
        <translation>archienemigo-grafico.png</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Guardado %1.</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>No se pudo guardar %1.</translation>
    </message>
    <message>
        <source>Export history as CSV</source>
        <translation>Exportar el historial como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>archenemy-history.csv</source>
        <translation>archienemigo-historial.csv</translation>
    </message>
    <message>
        <source>the history could not be read</source>
        <translation>no se pudo leer el historial</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <source>Untap step</source>
        <translation>Paso de enderezar</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Paso de mantenimiento</translation>
    </message>
    <message>
        <source>Draw step</source>
        <translation>Paso de robar</translation>
    </message>
    <message>
        <source>Precombat main phase</source>
        <translation>Fase principal precombate</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>Inicio del combate</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>Declarar atacantes</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>Declarar bloqueadores</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>Daño de combate</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>Final del combate</translation>
    </message>
    <message>
        <source>Postcombat main phase</source>
        <translation>Fase principal poscombate</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>Paso final</translation>
    </message>
    <message>
        <source>Cleanup step</source>
        <translation>Paso de limpieza</translation>
    </message>
</context>
<context>
    <name>StoryDialog</name>
    <message>
        <source>The story of the game</source>
        <translation>La historia de la partida</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>StoryView</name>
    <message>
        <source>&amp;Save picture…</source>
        <translation>Guardar &amp;imagen…</translation>
    </message>
    <message>
        <source>Save the story of the game as a PNG picture</source>
        <translation>Guardar la historia de la partida como imagen PNG</translation>
    </message>
    <message>
        <source>Schemes set in motion, in order</source>
        <translation>Planes puestos en marcha, en orden</translation>
    </message>
    <message>
        <source>Life over the turns</source>
        <translation>Vidas a lo largo de los turnos</translation>
    </message>
    <message>
        <source>Planes visited, in order</source>
        <translation>Planos visitados, en orden</translation>
    </message>
    <message>
        <source>No plane was face up.</source>
        <translation>Ningún plano estuvo boca arriba.</translation>
    </message>
    <message>
        <source>No scheme was set in motion.</source>
        <translation>No se puso en marcha ningún plan.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>No life total to draw.</source>
        <translation>No hay totales de vidas que dibujar.</translation>
    </message>
    <message>
        <source>Turn %1 · %2: %3</source>
        <translation>Turno %1 · %2: %3</translation>
    </message>
    <message>
        <source>Planes visited and phenomena encountered, in order</source>
        <translation>Planos visitados y fenómenos encontrados, en orden</translation>
    </message>
    <message>
        <source>Turn %1 · starting plane: %2</source>
        <translation>Turno %1 · plano inicial: %2</translation>
    </message>
    <message>
        <source>%1 (phenomenon)</source>
        <translation>%1 (fenómeno)</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>Guardar imagen</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Guardado %1.</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>No se pudo guardar %1.</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <source>Table display</source>
        <translation>Vista de mesa</translation>
    </message>
    <message>
        <source>Middle of the table</source>
        <translation>Centro de la mesa</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Ongoing: %1</source>
        <translation>Planes continuos: %1</translation>
    </message>
</context>
<context>
    <name>TableNotice</name>
    <message>
        <source>What the table must act on</source>
        <translation>Lo que la mesa debe resolver</translation>
    </message>
    <message>
        <source>Next step waits for this answer.</source>
        <translation>El siguiente paso espera esta respuesta.</translation>
    </message>
    <message>
        <source>Now, at this step:</source>
        <translation>Ahora, en este paso:</translation>
    </message>
    <message>
        <source>%1 (not available)</source>
        <translation>%1 (no disponible)</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Escrito: %1</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>Coincidencias: %1</translation>
    </message>
</context>
<context>
    <name>TableSeat</name>
    <message>
        <source>Tap to lose life</source>
        <translation>Toca para perder vidas</translation>
    </message>
    <message>
        <source>Tap to gain life</source>
        <translation>Toca para ganar vidas</translation>
    </message>
    <message>
        <source>Poison counters: %1</source>
        <translation>Contadores de veneno: %1</translation>
    </message>
    <message>
        <source>%1: %2 life</source>
        <translation>%1: %2 vidas</translation>
    </message>
    <message>
        <source>Out: %1</source>
        <translation>Fuera de la partida: %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>Type the number, then press %1.</source>
        <translation>Escribe el número y pulsa %1.</translation>
    </message>
    <message>
        <source>Type the scheme&apos;s name, then press %1.</source>
        <translation>Escribe el nombre del plan y pulsa %1.</translation>
    </message>
    <message>
        <source>Type the planar card&apos;s name, then press %1.</source>
        <translation>Escribe el nombre de la carta planar y pulsa %1.</translation>
    </message>
    <message>
        <source>(%1 or more abandons the scheme)</source>
        <translation>(con %1 o más se abandona el plan)</translation>
    </message>
    <message>
        <source>Questions waiting after this one: %1</source>
        <translation>Preguntas pendientes después de esta: %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Siguiente partida</translation>
    </message>
    <message>
        <source>Archenemy</source>
        <translation>Archienemigo</translation>
    </message>
    <message>
        <source>%1&apos;s commander: %2</source>
        <translation>comandante de %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s scheme deck: %2</source>
        <translation>Mazo de planes de %1: %2</translation>
    </message>
    <message>
        <source>The archenemy sets the top scheme in motion when their precombat main phase begins.</source>
        <translation>El archienemigo pone en marcha el primer plan de su mazo de planes en cuanto comienza su fase principal precombate.</translation>
    </message>
    <message>
        <source>Scheme deck</source>
        <translation>Mazo de planes</translation>
    </message>
    <message>
        <source>No scheme in motion yet</source>
        <translation>Todavía no hay ningún plan en marcha</translation>
    </message>
    <message>
        <source>Last scheme · now on the bottom of the scheme deck</source>
        <translation>Último plan · ahora en el fondo del mazo de planes</translation>
    </message>
    <message>
        <source>Ongoing scheme · face up until abandoned</source>
        <translation>Plan continuo · boca arriba hasta que se abandone</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Set in motion</source>
        <translation>Puesto en marcha</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Resuelto</translation>
    </message>
    <message>
        <source>Abandoned at end of combat</source>
        <translation>Se abandona al final del combate</translation>
    </message>
    <message>
        <source>Planar controller: %1</source>
        <translation>Controlador planar: %1</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lanzar</translation>
    </message>
    <message>
        <source>Our own die</source>
        <translation>Dado propio</translation>
    </message>
    <message>
        <source>Planeswalk</source>
        <translation>Caminar por los planos</translation>
    </message>
    <message>
        <source>Chaos ensues</source>
        <translation>Se lanza caos</translation>
    </message>
    <message>
        <source>Charge counters: %1</source>
        <translation>Contadores de carga: %1</translation>
    </message>
    <message>
        <source>Dread counters: %1</source>
        <translation>Contadores de pavor: %1</translation>
    </message>
    <message>
        <source>Eruption counters: %1</source>
        <translation>Contadores de erupción: %1</translation>
    </message>
    <message>
        <source>Exposure counters: %1</source>
        <translation>Contadores de exposición: %1</translation>
    </message>
    <message>
        <source>Flame counters: %1</source>
        <translation>Contadores de llama: %1</translation>
    </message>
    <message>
        <source>Pressure counters: %1</source>
        <translation>Contadores de presión: %1</translation>
    </message>
    <message>
        <source>Scroll counters: %1</source>
        <translation>Contadores de pergamino: %1</translation>
    </message>
    <message>
        <source>%1 counters: %2</source>
        <translation>Contadores de %1: %2</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>en blanco</translation>
    </message>
    <message>
        <source>chaos</source>
        <translation>caos</translation>
    </message>
    <message>
        <source>Planeswalker symbol</source>
        <translation>símbolo de planeswalker</translation>
    </message>
    <message>
        <source>Planar die: %1</source>
        <translation>Dado planar: %1</translation>
    </message>
    <message>
        <source>the die showed %1</source>
        <translation>el dado mostró %1</translation>
    </message>
    <message>
        <source>rolled by %1 for an effect</source>
        <translation>lanzado por %1 por un efecto</translation>
    </message>
    <message>
        <source>rolled by %1 for {%2}</source>
        <translation>lanzado por %1 por {%2}</translation>
    </message>
    <message>
        <source>a paper die</source>
        <translation>el dado propio de la mesa</translation>
    </message>
    <message>
        <source>%1&apos;s next roll: {%2}</source>
        <translation>Próximo lanzamiento de %1: {%2}</translation>
    </message>
    <message>
        <source>%1&apos;s planar deck: %2</source>
        <translation>Mazo planar de %1: %2</translation>
    </message>
    <message>
        <source>No plane face up yet</source>
        <translation>Todavía no hay ningún plano boca arriba</translation>
    </message>
    <message>
        <source>Phenomenon · being encountered</source>
        <translation>Fenómeno · te encuentras con él</translation>
    </message>
    <message>
        <source>Two planes face up</source>
        <translation>Dos planos boca arriba</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>Encountering “%1”: resolve it, then %2 planeswalks away from it (CR 704.6f)</source>
        <translation>Encuentro con «%1»: resuélvelo; luego %2 camina por los planos desde él (RC 704.6f)</translation>
    </message>
    <message>
        <source>“%1”: each blank roll is a chaos roll until a player planeswalks away</source>
        <translation>«%1»: cada lanzamiento en blanco es un lanzamiento de caos hasta que un jugador camine por los planos desde un plano</translation>
    </message>
    <message>
        <source>“%1”: a Planeswalker roll is a chaos roll until %2&apos;s next turn</source>
        <translation>«%1»: un lanzamiento de planeswalker es un lanzamiento de caos hasta el próximo turno de %2</translation>
    </message>
    <message>
        <source>“%1”: the turn order is reversed</source>
        <translation>«%1»: el orden de turnos está invertido</translation>
    </message>
    <message>
        <source>Revealed: %1</source>
        <translation>Mostradas: %1</translation>
    </message>
    <message>
        <source>Extra turn coming: %1 (CR 500.7)</source>
        <translation>Turno extra a continuación: %1 (RC 500.7)</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>“%1”: %2 can&apos;t lose the game until a player planeswalks</source>
        <translation>«%1»: %2 no puede perder el juego hasta que un jugador camine por los planos</translation>
    </message>
    <message>
        <source>“%1”: creatures can&apos;t attack %2 until a player planeswalks</source>
        <translation>«%1»: las criaturas no pueden atacar a %2 hasta que un jugador camine por los planos</translation>
    </message>
    <message>
        <source>“%1” (%2&apos;s chaos): the target player can&apos;t cast spells until a player planeswalks</source>
        <translation>«%1» (caos de %2): el jugador objetivo no puede lanzar hechizos hasta que un jugador camine por los planos</translation>
    </message>
    <message>
        <source>“%1”: the permanents phased out phase in when a player planeswalks</source>
        <translation>«%1»: los permanentes que quedaron fuera de fase entran en fase cuando un jugador camine por los planos</translation>
    </message>
    <message>
        <source>“%1”: until %2&apos;s next turn, each roll of the planar die is two dice, and one is ignored</source>
        <translation>«%1»: hasta el próximo turno de %2, cada lanzamiento del dado planar es de dos dados, y se ignora uno</translation>
    </message>
    <message>
        <source>“%1” (%2): until a player planeswalks</source>
        <translation>«%1» (%2): hasta que un jugador camine por los planos</translation>
    </message>
    <message>
        <source>“%1” (%2): in effect</source>
        <translation>«%1» (%2): en vigor</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>The heroes</source>
        <translation>Los héroes</translation>
    </message>
    <message>
        <source>%1 combat damage from one commander</source>
        <translation>%1 de daño de combate de un mismo comandante</translation>
    </message>
    <message>
        <source>the team&apos;s life reached 0</source>
        <translation>las vidas del equipo llegaron a 0</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>se rindió</translation>
    </message>
    <message>
        <source>The game is a draw: every remaining player lost at once.</source>
        <translation>La partida termina en empate: todos los jugadores que quedaban perdieron a la vez.</translation>
    </message>
    <message>
        <source>The heroes win! (%1)</source>
        <translation>¡Ganan los héroes! (%1)</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <source>Create a 4/4 colorless Scarecrow artifact creature token with vigilance.</source>
        <translation>Crea una ficha de criatura artefacto Espantapájaros incolora 4/4 con la habilidad de vigilancia.</translation>
    </message>
    <message>
        <source>Draw two cards.</source>
        <translation>Roba dos cartas.</translation>
    </message>
    <message>
        <source>Copy that spell; you may choose new targets for the copy.</source>
        <translation>Copia ese hechizo; puedes elegir nuevos objetivos para la copia.</translation>
    </message>
    <message>
        <source>%1 (left the game)</source>
        <translation>%1 (ha dejado la partida)</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Turno %1 · %2</translation>
    </message>
    <message>
        <source>%1 life %2</source>
        <translation>%1: vidas %2</translation>
    </message>
    <message>
        <source>life of %1 players</source>
        <translation>vidas de %1 jugadores</translation>
    </message>
    <message>
        <source>%1 colour</source>
        <translation>color de %1</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <source>Answer to “%1”</source>
        <translation>Respuesta a “%1”</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>It happened</source>
        <translation>Ha ocurrido</translation>
    </message>
    <message>
        <source>%1 poison</source>
        <translation>Veneno de %1</translation>
    </message>
    <message>
        <source>%1 commander damage</source>
        <translation>Daño de comandante a %1</translation>
    </message>
    <message>
        <source>%1 life = %2</source>
        <translation>%1: vidas = %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Elección</translation>
    </message>
    <message>
        <source>Life change of a scheme</source>
        <translation>Cambio de vidas de un plan</translation>
    </message>
    <message>
        <source>%1 poison counters</source>
        <translation>%1 contadores de veneno</translation>
    </message>
    <message>
        <source>0 or less life</source>
        <translation>0 vidas o menos</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 se rinde</translation>
    </message>
    <message>
        <source>name %1 → %2</source>
        <translation>nombre %1 → %2</translation>
    </message>
</context>
<context>
    <name>Tokens</name>
    <message>
        <source>A 3/3 black Horror that attacks %2 each combat if able</source>
        <translation>Una ficha de criatura Horror negra 3/3 que ataca a %2 en cada combate si puede</translation>
    </message>
    <message>
        <source>A 2/2 black Zombie that attacks %2 each combat if able</source>
        <translation>Una ficha de criatura Zombie negra 2/2 que ataca a %2 en cada combate si puede</translation>
    </message>
    <message>
        <source>%1 1/1 green Saproling tokens</source>
        <translation>%1 fichas de criatura Saprolín verdes 1/1</translation>
    </message>
    <message>
        <source>%1 0/1 green Plant tokens</source>
        <translation>%1 fichas de criatura Planta verdes 0/1</translation>
    </message>
    <message>
        <source>or, with ten or more lands, %1 3/3 green Elemental tokens instead</source>
        <translation>o, con diez o más tierras, %1 fichas de criatura Elemental verdes 3/3 en su lugar</translation>
    </message>
    <message>
        <source>%1 × Horror 3/3, one attacking each opponent</source>
        <translation>%1 × Horror 3/3, una atacando a cada oponente</translation>
    </message>
    <message>
        <source>%1 × Zombie 2/2, one attacking each opponent</source>
        <translation>%1 × Zombie 2/2, una atacando a cada oponente</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Archenemy</source>
        <translation>Archenemy</translation>
    </message>
    <message>
        <source>Supervillain Rumble</source>
        <translation>Contienda de Supervillanos</translation>
    </message>
    <message>
        <source>Archenemy Commander</source>
        <translation>Archenemy Commander</translation>
    </message>
    <message>
        <source>Planechase</source>
        <translation>Planechase</translation>
    </message>
</context>
<context>
    <name>ViewCounts</name>
    <message numerus="yes">
        <source>%n scheme(s) in the deck</source>
        <translation>
            <numerusform>%n plan en el mazo</numerusform>
            <numerusform>%n planes en el mazo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n doom counter(s)</source>
        <translation>
            <numerusform>%n contador de perdición</numerusform>
            <numerusform>%n contadores de perdición</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Planar deck: %n card(s)</source>
        <translation>
            <numerusform>Mazo planar: %n carta</numerusform>
            <numerusform>Mazo planar: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scheme deck: %n card(s)</source>
        <translation>
            <numerusform>Mazo de planes: %n carta</numerusform>
            <numerusform>Mazo de planes: %n cartas</numerusform>
        </translation>
    </message>
</context>
</TS>
