<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../about.py" line="27"/>
        <source>The desktop workshop for the grand trictrac: positions, analysis, records, lessons and print.</source>
        <translation>L&apos;atelier du grand trictrac : positions, analyse, parties, leçons et impression.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="29"/>
        <source>The rules follow the old French treatises; where they disagree, the choice is a named convention.</source>
        <translation>Les règles suivent les anciens traités ; là où ils divergent, le choix est une convention nommée.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="33"/>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Logiciel libre sous licence publique générale GNU, version 3 ou ultérieure.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="40"/>
        <source>About Trictrac Studio</source>
        <translation>À propos de Trictrac Studio</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../actions.py" line="59"/>
        <source>&amp;New diagram</source>
        <translation>&amp;Nouveau diagramme</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="62"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="65"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="67"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="71"/>
        <source>Open from the a&amp;rchive…</source>
        <translation>Ouvrir depuis les a&amp;rchives…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="78"/>
        <source>Save to the ar&amp;chive</source>
        <translation>Enregistrer dans les ar&amp;chives</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="83"/>
        <source>Export as &amp;PNG…</source>
        <translation>Exporter en &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="86"/>
        <source>Export as S&amp;VG…</source>
        <translation>Exporter en S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="91"/>
        <source>&amp;Diagrams…</source>
        <translation>&amp;Diagrammes…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="96"/>
        <source>Export the diagram (or several) as PDF, with a preview</source>
        <translation>Exporter le diagramme (ou plusieurs) en PDF, avec un aperçu</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="101"/>
        <source>&amp;Scoresheet…</source>
        <translation>&amp;Feuille de marque…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="105"/>
        <source>Export a blank or filled scoresheet as PDF</source>
        <translation>Exporter une feuille de marque vierge ou remplie en PDF</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="110"/>
        <source>&amp;Booklet from a record…</source>
        <translation>&amp;Livret d&apos;une partie…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="114"/>
        <source>Export a game record as a booklet with diagrams</source>
        <translation>Exporter une partie enregistrée en livret avec diagrammes</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="116"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="118"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="119"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="120"/>
        <source>&amp;Copy the code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="122"/>
        <source>Copy a &amp;text diagram</source>
        <translation>Copier un diagramme &amp;texte</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="124"/>
        <source>Copy an &amp;image</source>
        <translation>Copier une &amp;image</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="125"/>
        <source>&amp;Paste anything</source>
        <translation>&amp;Coller</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="127"/>
        <source>&amp;Starting position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="129"/>
        <source>&amp;Empty board</source>
        <translation>Tablier &amp;vide</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="131"/>
        <source>All on the &amp;talons</source>
        <translation>Tout sur les &amp;talons</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="134"/>
        <source>Switch the colour to &amp;move</source>
        <translation>Changer le &amp;trait</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="136"/>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Jeter les dés</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="137"/>
        <source>Re&amp;move the dice</source>
        <translation>&amp;Retirer les dés</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="141"/>
        <source>Clear the &amp;annotations</source>
        <translation>Effacer les &amp;annotations</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="149"/>
        <source>&amp;Blanc dame</source>
        <translation>Dame &amp;blanche</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="156"/>
        <source>Click adds a Blanc dame, right click removes, drag moves</source>
        <translation>Un clic pose une dame blanche, le clic droit en ôte une, glisser la déplace</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="161"/>
        <source>&amp;Noir dame</source>
        <translation>Dame &amp;noire</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="168"/>
        <source>Click adds a Noir dame, right click removes, drag moves</source>
        <translation>Un clic pose une dame noire, le clic droit en ôte une, glisser la déplace</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="173"/>
        <source>&amp;Eraser</source>
        <translation>&amp;Gomme</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="180"/>
        <source>Click removes a dame</source>
        <translation>Un clic ôte une dame</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="185"/>
        <source>&amp;Arrow</source>
        <translation>&amp;Flèche de jeu</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="192"/>
        <source>Drag from one flèche to another draws an arrow (again: removes it)</source>
        <translation>Glisser d&apos;une flèche à une autre trace une flèche de jeu (de nouveau : l&apos;efface)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="197"/>
        <source>&amp;Mark</source>
        <translation>&amp;Marque</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="204"/>
        <source>Click writes a letter or glyph on a flèche (again: removes it)</source>
        <translation>Un clic écrit une lettre ou un signe sur une flèche (de nouveau : l&apos;efface)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="207"/>
        <source>&amp;Flip the board</source>
        <translation>&amp;Retourner le tablier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="211"/>
        <source>Talons on the &amp;right</source>
        <translation>Talons à &amp;droite</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="219"/>
        <source>&amp;Analysis panel</source>
        <translation>Panneau d&apos;&amp;analyse</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="225"/>
        <source>&amp;Editor panel</source>
        <translation>Panneau d&apos;é&amp;dition</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="243"/>
        <source>Follow the &amp;system</source>
        <translation>Comme le &amp;système</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="254"/>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="265"/>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="276"/>
        <source>&amp;Print (black on white)</source>
        <translation>&amp;Impression (noir sur blanc)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="290"/>
        <source>&amp;Apply the selected play</source>
        <translation>&amp;Jouer le coup choisi</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="297"/>
        <source>&amp;Rencontres</source>
        <translation>&amp;Rencontres</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="305"/>
        <source>&amp;Legal plays</source>
        <translation>Coups &amp;légaux</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="311"/>
        <source>&amp;Chances</source>
        <translation>&amp;Chances</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="317"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="325"/>
        <source>Endless &amp;drill</source>
        <translation>&amp;Entraînement sans fin</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="328"/>
        <source>Exercises made from self-played parties for the current lesson</source>
        <translation>Des exercices tirés de parties jouées par le moteur, pour la leçon en cours</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="333"/>
        <source>&amp;Reset progress…</source>
        <translation>&amp;Remettre la progression à zéro…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="336"/>
        <source>Forget the learner&apos;s results and reviews</source>
        <translation>Oublier les résultats et les révisions de l&apos;élève</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="340"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="343"/>
        <source>&amp;About Trictrac Studio</source>
        <translation>À &amp;propos de Trictrac Studio</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="349"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="350"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="351"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="352"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="353"/>
        <source>&amp;Notation</source>
        <translation>&amp;Notation</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="354"/>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="355"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="356"/>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="357"/>
        <source>Le&amp;ssons</source>
        <translation>Le&amp;çons</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="358"/>
        <source>Export as P&amp;DF</source>
        <translation>Exporter en P&amp;DF</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="359"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../analysis_panel.py" line="401"/>
        <source>No dice: choose a throw to see what it scores.</source>
        <translation>Pas de dés : choisissez un coup pour voir ce qu&apos;il marque.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="175"/>
        <source>The position breaks the laws of the tablier: see the warnings.</source>
        <translation>La position enfreint les lois du tablier : voyez les avertissements.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="411"/>
        <source>{colour} throws {dice} ({name}): {totals}</source>
        <translation>{colour} jette {dice} ({name}) : {totals}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="418"/>
        <source>{colour} throws {dice}: nothing is scored.</source>
        <translation>{colour} jette {dice} : rien n&apos;est marqué.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="556"/>
        <source>No dice: choose a throw to see the legal plays.</source>
        <translation>Pas de dés : choisissez un coup pour voir les coups légaux.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="563"/>
        <source>{colour} plays {dice}: one legal play.</source>
        <translation>{colour} joue {dice} : un seul coup légal.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="565"/>
        <source>{colour} plays {dice}: {count} legal plays (one per resulting position).</source>
        <translation>{colour} joue {dice} : {count} coups légaux (un par position obtenue).</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="612"/>
        <source>unplayed: {numbers}</source>
        <translation>non joués : {numbers}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="652"/>
        <source>What each of the 21 throws scores when {colour} throws, and its chances out of 36.</source>
        <translation>Ce que marque chacun des 21 coups quand {colour} jette, et ses chances sur 36.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="674"/>
        <source>Expected points per throw: {values}</source>
        <translation>Points espérés par coup : {values}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="697"/>
        <source>Rencontres</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="698"/>
        <source>Legal plays</source>
        <translation>Coups légaux</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="699"/>
        <location filename="../../analysis_panel.py" line="721"/>
        <source>Chances</source>
        <translation>Chances</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="702"/>
        <source>Rencontre</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="703"/>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="704"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="705"/>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="710"/>
        <source>Moves</source>
        <translation>Marches</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="713"/>
        <source>Jans</source>
        <translation>Jans</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="714"/>
        <source>Unplayed</source>
        <translation>Non joués</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="719"/>
        <source>Throw</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="720"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="726"/>
        <source>&amp;Apply the play</source>
        <translation>&amp;Jouer ce coup</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="176"/>
        <source>No throw is played from this position (the dames are relevées): see the warnings.</source>
        <translation>Aucun coup ne se joue dans cette position (on relève les dames) : voyez les avertissements.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="600"/>
        <source>fills the {jan}</source>
        <translation>remplit le {jan}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="604"/>
        <source>conserves the {jan}</source>
        <translation>conserve le {jan}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="608"/>
        <source>the coin taken par puissance</source>
        <translation>coin pris par puissance</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="534"/>
        <source>This throw wins a trou: &lt;b&gt;{choice}&lt;/b&gt;, better by {loss} (tenir {hold}, s&apos;en aller {leave}).</source>
        <translation>Ce coup gagne un trou : &lt;b&gt;{choice}&lt;/b&gt;, meilleur de {loss} (tenir {hold}, s&apos;en aller {leave}).</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="571"/>
        <source>Best first by the tutor, for the score shown (trous–points: {score}); equity for {colour}.</source>
        <translation>Le meilleur d&apos;abord selon le tuteur, pour la marque affichée (trous–points : {score}) ; équité pour {colour}.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="581"/>
        <source>The tutor is ranking them…</source>
        <translation>Le tuteur les classe…</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="711"/>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="712"/>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
</context>
<context>
    <name>ArchiveBrowser</name>
    <message>
        <location filename="../../games/archive_browser.py" line="131"/>
        <source>Not a position: {error}</source>
        <translation>Ce n&apos;est pas une position : {error}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="253"/>
        <source>Blanc</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="254"/>
        <source>Noir</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="255"/>
        <location filename="../../games/archive_browser.py" line="420"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="256"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="257"/>
        <location filename="../../games/archive_browser.py" line="425"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="258"/>
        <location filename="../../games/archive_browser.py" line="424"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="259"/>
        <source>Throws</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="419"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="421"/>
        <source>From (YYYY-MM-DD)</source>
        <translation>Du (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="422"/>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="423"/>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="426"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="432"/>
        <location filename="../../games/archive_browser.py" line="438"/>
        <source>any</source>
        <translation>indifférent</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="433"/>
        <source>Blanc won</source>
        <translation>Blanc a gagné</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="434"/>
        <source>Noir won</source>
        <translation>Noir a gagné</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="435"/>
        <source>nulle</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="439"/>
        <source>ordinaire</source>
        <translation>ordinaire</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="440"/>
        <source>à écrire</source>
        <translation>à écrire</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="448"/>
        <source>saved filters</source>
        <translation>filtres enregistrés</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="449"/>
        <source>Save filter…</source>
        <translation>Enregistrer le filtre…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="450"/>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="451"/>
        <source>&amp;Search</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="454"/>
        <source>a position code, pasted</source>
        <translation>un code de position, collé</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="455"/>
        <source>The &amp;board&apos;s</source>
        <translation>Celle du &amp;tablier</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="456"/>
        <source>Search the games that pass through the board&apos;s position</source>
        <translation>Chercher les parties qui passent par la position du tablier</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="457"/>
        <source>◀ Previous page</source>
        <translation>◀ Page précédente</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="458"/>
        <source>Next page ▶</source>
        <translation>Page suivante ▶</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="459"/>
        <source>Search within the results…</source>
        <translation>Chercher dans les résultats…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="460"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="461"/>
        <source>Record files…</source>
        <translation>Fichiers de parties…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="462"/>
        <source>A folder of records…</source>
        <translation>Un dossier de parties…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="464"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="465"/>
        <source>&amp;Booklet…</source>
        <translation>&amp;Livret…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="466"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="467"/>
        <source>&amp;Merge duplicates</source>
        <translation>&amp;Fusionner les doublons</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="468"/>
        <source>S&amp;tatistics of the player</source>
        <translation>S&amp;tatistiques du joueur</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="488"/>
        <source>No game found</source>
        <translation>Aucune partie trouvée</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="490"/>
        <source>1 game found</source>
        <translation>1 partie trouvée</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="492"/>
        <source>{n} games found</source>
        <translation>{n} parties trouvées</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="494"/>
        <source>(games {first}–{last} shown)</source>
        <translation>(parties {first} à {last} affichées)</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="588"/>
        <source>{names}: the position at throw {n}</source>
        <translation>{names} : la position au coup {n}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="592"/>
        <source>{names}: the last position</source>
        <translation>{names} : la dernière position</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="625"/>
        <source>Save the filter</source>
        <translation>Enregistrer le filtre</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="625"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="659"/>
        <source>Import record files</source>
        <translation>Importer des fichiers de parties</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="661"/>
        <source>Records (*.trictrac *.ttr *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trictrac *.ttr *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="673"/>
        <source>Import a folder of records</source>
        <translation>Importer un dossier de parties</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="684"/>
        <source>Importing…</source>
        <translation>Importation…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="685"/>
        <location filename="../../games/archive_browser.py" line="719"/>
        <location filename="../../games/archive_browser.py" line="725"/>
        <source>Import</source>
        <translation>Importation</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="694"/>
        <source>{done} of {total} files: {games} games, {duplicates} duplicates, {errors} errors</source>
        <translation>{done} fichiers sur {total} : {games} parties, {duplicates} doublons, {errors} erreurs</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="714"/>
        <source>{games} games imported from {files} files; {duplicates} duplicates skipped.</source>
        <translation>{games} parties importées de {files} fichiers ; {duplicates} doublons écartés.</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="726"/>
        <source>The import failed: {error}</source>
        <translation>L&apos;importation a échoué : {error}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="744"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="745"/>
        <source>Delete {n} games from the archive?</source>
        <translation>Supprimer {n} parties des archives ?</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="759"/>
        <source>No duplicates.</source>
        <translation>Aucun doublon.</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="764"/>
        <source>Merge duplicates</source>
        <translation>Fusionner les doublons</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="765"/>
        <source>{g} parties are archived more than once: keep the first of each and delete {n}?</source>
        <translation>{g} parties sont archivées plus d&apos;une fois : garder la première de chacune et supprimer les {n} autres ?</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="793"/>
        <source>Type a player&apos;s name (or select one of his games).</source>
        <translation>Tapez le nom d&apos;un joueur (ou choisissez une de ses parties).</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="798"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {g} games ({w} as Blanc, {b} as Noir) — won {won}, lost {lost}, nulles {d}, unfinished {u}; score {s:.0%}&lt;br&gt;variants: {v}&lt;br&gt;most played: {o}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; : {g} parties ({w} comme Blanc, {b} comme Noir) — {won} gagnées, {lost} perdues, {d} nulles, {u} inachevées ; score {s:.0%}&lt;br&gt;variantes : {v}&lt;br&gt;adversaires les plus fréquents : {o}</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../editor.py" line="115"/>
        <source>Add a dame on {point}</source>
        <translation>Poser une dame sur {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="120"/>
        <source>Remove a dame from {point}</source>
        <translation>Ôter une dame de {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="126"/>
        <source>Empty {point}</source>
        <translation>Vider {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="131"/>
        <source>Set {point}</source>
        <translation>Régler {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="138"/>
        <source>Take a dame off {point}</source>
        <translation>Sortir une dame de {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="140"/>
        <source>Move a dame from {origin} to {target}</source>
        <translation>Déplacer une dame de {origin} à {target}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="159"/>
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="163"/>
        <source>Empty board</source>
        <translation>Tablier vide</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="167"/>
        <source>All on the talons</source>
        <translation>Tout sur les talons</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="172"/>
        <source>Colour to move</source>
        <translation>Trait</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="175"/>
        <source>Relevé throw counts</source>
        <translation>Coups du relevé</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="178"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="181"/>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="184"/>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="187"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="191"/>
        <source>Arrow {arrow}</source>
        <translation>Flèche de jeu {arrow}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="198"/>
        <source>Mark on {point}</source>
        <translation>Marque sur {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="206"/>
        <source>Clear the annotations</source>
        <translation>Effacer les annotations</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <location filename="../../editor_panel.py" line="300"/>
        <source>{colour}: {board} on the tablier, {off} off</source>
        <translation>{colour} : {board} sur le tablier, {off} sorties</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="325"/>
        <source>A legal position</source>
        <translation>Position légale</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="355"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="356"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="357"/>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="358"/>
        <source>Relevé: throws made</source>
        <translation>Relevé : coups joués</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="359"/>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="360"/>
        <source>Annotations and texts</source>
        <translation>Annotations et textes</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="364"/>
        <source>To move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="365"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="366"/>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="367"/>
        <source>On the talons</source>
        <translation>Sur les talons</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="368"/>
        <source>The starting position, a fresh score</source>
        <translation>La position de départ, marque à zéro</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="369"/>
        <source>No dame on the tablier</source>
        <translation>Aucune dame sur le tablier</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="371"/>
        <source>Every dame back on its talon (a new relevé), the score kept</source>
        <translation>Toutes les dames sur leur talon (un nouveau relevé), la marque gardée</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="373"/>
        <source>Roll</source>
        <translation>Jeter</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="374"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="377"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="377"/>
        <source>Trous</source>
        <translation>Trous</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="377"/>
        <source>Bredouille</source>
        <translation>Bredouille</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="381"/>
        <source>Pavillon</source>
        <translation>Pavillon</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="382"/>
        <source>Known</source>
        <translation>Connus</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="383"/>
        <source>Arrow colour</source>
        <translation>Couleur des flèches</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="384"/>
        <source>Mark</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="386"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="387"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="388"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="389"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="390"/>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="395"/>
        <source>The glyph the mark tool writes (empty: the next letter)</source>
        <translation>Le signe qu&apos;écrit l&apos;outil Marque (vide : la lettre suivante)</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="396"/>
        <source>Clear the annotations</source>
        <translation>Effacer les annotations</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="397"/>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="398"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="399"/>
        <source>A caption printed under the diagram</source>
        <translation>Une légende imprimée sous le diagramme</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="304"/>
        <source>{colour}: {board} on the tablier, {extra} too many</source>
        <translation>{colour} : {board} sur le tablier, {extra} de trop</translation>
    </message>
</context>
<context>
    <name>EngineError</name>
    <message>
        <location filename="../../errors.py" line="45"/>
        <source>{colour} has {count} dames on the tablier (at most 15)</source>
        <translation>{colour} a {count} dames sur le tablier (15 au plus)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="51"/>
        <source>{colour} has {count} dames on {point}</source>
        <translation>{colour} a {count} dames sur {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="57"/>
        <source>both colours have dames on {point}</source>
        <translation>les deux couleurs ont des dames sur {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="62"/>
        <source>a single dame of Blanc on its coin {point}</source>
        <translation>une seule dame blanche sur son coin {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="63"/>
        <source>a single dame of Noir on its coin {point}</source>
        <translation>une seule dame noire sur son coin {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="68"/>
        <source>dames of Blanc on the opponent&apos;s coin {point}</source>
        <translation>des dames blanches sur le coin de l&apos;adversaire {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="69"/>
        <source>dames of Noir on the opponent&apos;s coin {point}</source>
        <translation>des dames noires sur le coin de l&apos;adversaire {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="73"/>
        <source>{text!r} is not a throw (expected two dice such as 6-5)</source>
        <translation>{text!r} n’est pas un coup de dés (deux dés, par exemple 6-5)</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../logs.py" line="84"/>
        <source>Something went wrong: {error}

The details are in {path}.</source>
        <translation>Une erreur est survenue : {error}

Les détails sont dans {path}.</translation>
    </message>
    <message>
        <location filename="../../logs.py" line="90"/>
        <source>Trictrac Studio</source>
        <translation>Trictrac Studio</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../errors.py" line="77"/>
        <source>turn numbers are written 1,5,9-12, not {item!r}</source>
        <translation>s’écrivent comme 1,5,9-12 les numéros de coups, pas {item!r}</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="616"/>
        <source>Export diagrams as PDF</source>
        <translation>Exporter des diagrammes en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="828"/>
        <source>Export a scoresheet as PDF</source>
        <translation>Exporter une feuille de marque en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="962"/>
        <source>Export a booklet as PDF</source>
        <translation>Exporter un livret en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="620"/>
        <source>Diagrams:</source>
        <translation>Diagrammes :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="621"/>
        <source>Caption:</source>
        <translation>Légende :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="622"/>
        <source>Diagrams per page:</source>
        <translation>Diagrammes par page :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="623"/>
        <source>Colours:</source>
        <translation>Couleurs :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="832"/>
        <source>Sheet:</source>
        <translation>Feuille :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="833"/>
        <source>Players (2 to 4):</source>
        <translation>Joueurs (2 à 4) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="834"/>
        <source>Marqués (rows):</source>
        <translation>Marqués (lignes) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="835"/>
        <source>SHEET file (JSON):</source>
        <translation>Fichier SHEET (JSON) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="966"/>
        <source>Game record:</source>
        <translation>Partie enregistrée :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="967"/>
        <source>Game:</source>
        <translation>Partie :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="968"/>
        <source>Diagrams at turns:</source>
        <translation>Diagrammes aux coups :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="515"/>
        <source>Notation:</source>
        <translation>Notation :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="516"/>
        <source>At the top:</source>
        <translation>En haut :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="517"/>
        <source>Talons:</source>
        <translation>Talons :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="278"/>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="279"/>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="280"/>
        <source>Save as:</source>
        <translation>Enregistrer sous :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="302"/>
        <location filename="../../export_dialog.py" line="844"/>
        <location filename="../../export_dialog.py" line="975"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="629"/>
        <source>Add a position &amp;code…</source>
        <translation>Ajouter un &amp;code de position…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="630"/>
        <source>Add diagram &amp;files…</source>
        <translation>Ajouter des &amp;fichiers de diagramme…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="631"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="632"/>
        <source>the selected diagram&apos;s caption</source>
        <translation>la légende du diagramme choisi</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="636"/>
        <source>Print (black on white)</source>
        <translation>Impression (noir sur blanc)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="637"/>
        <source>Classic (walnut and cloth)</source>
        <translation>Classique (noyer et drap)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="841"/>
        <source>Blank, to fill in by hand</source>
        <translation>Vierge, à remplir à la main</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="842"/>
        <source>Filled from a SHEET file</source>
        <translation>Remplie d&apos;après un fichier SHEET</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="843"/>
        <source>This partie, as it stands</source>
        <translation>Cette partie, où elle en est</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="845"/>
        <source>Settlement in jetons</source>
        <translation>Règlement en jetons</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="977"/>
        <source>this partie</source>
        <translation>cette partie</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="977"/>
        <source>a record file</source>
        <translation>un fichier de parties</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="979"/>
        <source>A diagram at every throw that marks points</source>
        <translation>Un diagramme à chaque coup qui marque</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="980"/>
        <source>Turn numbers such as 1, 12, 20-24</source>
        <translation>Des numéros de coups comme 1, 12, 20-24</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="523"/>
        <location filename="../../export_dialog.py" line="524"/>
        <source>The record&apos;s</source>
        <translation>Celle de la partie</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="528"/>
        <source>On the left</source>
        <translation>À gauche</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="529"/>
        <source>On the right</source>
        <translation>À droite</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="644"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="304"/>
        <source>the default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="305"/>
        <source>asked when exporting</source>
        <translation>demandé à l&apos;export</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="306"/>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="307"/>
        <source>Preview of page 1</source>
        <translation>Aperçu de la page 1</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="308"/>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="679"/>
        <source>Add a position</source>
        <translation>Ajouter une position</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="679"/>
        <source>Position code:</source>
        <translation>Code de position :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="685"/>
        <source>Not a position</source>
        <translation>Ce n&apos;est pas une position</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="692"/>
        <source>Add diagrams</source>
        <translation>Ajouter des diagrammes</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="694"/>
        <source>Trictrac diagrams (*.trictrac-diagram);;All files (*)</source>
        <translation>Diagrammes de trictrac (*.trictrac-diagram);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="700"/>
        <source>Cannot open</source>
        <translation>Impossible d&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="325"/>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="327"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="850"/>
        <source>A SHEET file</source>
        <translation>Un fichier SHEET</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="852"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="1032"/>
        <source>A game record</source>
        <translation>Une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="1034"/>
        <source>Game records (*.trr *.trictrac *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trr *.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="736"/>
        <source>Add a diagram to export.</source>
        <translation>Ajoutez un diagramme à exporter.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="890"/>
        <source>Choose a SHEET file.</source>
        <translation>Choisissez un fichier SHEET.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="895"/>
        <location filename="../../export_dialog.py" line="1057"/>
        <source>Cannot read {path}: {error}</source>
        <translation>Impossible de lire {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="899"/>
        <source>The SHEET is not JSON: {error} (line {line})</source>
        <translation>Le SHEET n&apos;est pas du JSON : {error} (ligne {line})</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="904"/>
        <source>A SHEET is {&quot;players&quot;: [...], &quot;marques&quot;: [...]}</source>
        <translation>Un SHEET est {&quot;players&quot;: [...], &quot;marques&quot;: [...]}</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="1051"/>
        <source>Choose a game record.</source>
        <translation>Choisissez une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="1061"/>
        <source>The file holds no game record.</source>
        <translation>Le fichier ne contient aucune partie.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="364"/>
        <source>Drawing the preview…</source>
        <translation>Dessin de l&apos;aperçu…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="384"/>
        <source>{pages} page(s)</source>
        <translation>{pages} page(s)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="428"/>
        <location filename="../../export_dialog.py" line="461"/>
        <source>Cannot export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="439"/>
        <source>Writing {path}…</source>
        <translation>Écriture de {path}…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="456"/>
        <source>Wrote {path} ({pages} page(s)).</source>
        <translation>{path} écrit ({pages} page(s)).</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="387"/>
        <source>the PDF renderer (pypdfium2) is missing: the board alone is shown</source>
        <translation>le moteur de rendu PDF (pypdfium2) manque : seul le tablier est montré</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="391"/>
        <source>No preview without the PDF renderer (pypdfium2).</source>
        <translation>Pas d&apos;aperçu sans le moteur de rendu PDF (pypdfium2).</translation>
    </message>
</context>
<context>
    <name>GameAnalysis</name>
    <message>
        <location filename="../../games/analysis_view.py" line="83"/>
        <source>Played: {choice} (equity {equity})</source>
        <translation>Joué : {choice} (équité {equity})</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="86"/>
        <source>The only legal play.</source>
        <translation>Le seul coup légal.</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="89"/>
        <source>Best: {choice} (equity {equity}), {loss} lost</source>
        <translation>Meilleur : {choice} (équité {equity}), {loss} perdu</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="94"/>
        <source>The best choice of {count}.</source>
        <translation>Le meilleur choix sur {count}.</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="101"/>
        <source>{name}: {errors} errors ({m1} {doubtful}, {m2} {bad}, {m3} {very_bad}), equity lost {loss}</source>
        <translation>{name} : {errors} erreurs ({m1} {doubtful}, {m2} {bad}, {m3} {very_bad}), équité perdue {loss}</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="104"/>
        <source>over {choices} choices</source>
        <translation>sur {choices} choix</translation>
    </message>
</context>
<context>
    <name>GamePrinting</name>
    <message>
        <location filename="../../games/printing.py" line="36"/>
        <source>Several games</source>
        <translation>Plusieurs parties</translation>
    </message>
    <message>
        <location filename="../../games/printing.py" line="37"/>
        <source>This file holds {n} games. Which one?</source>
        <translation>Ce fichier contient {n} parties. Laquelle ?</translation>
    </message>
    <message>
        <location filename="../../games/printing.py" line="68"/>
        <source>Scoresheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../../games/printing.py" line="69"/>
        <source>Only a partie à écrire is written on a scoresheet.</source>
        <translation>Seule une partie à écrire s&apos;inscrit sur une feuille de marque.</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../games/window.py" line="83"/>
        <source>Recording</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="83"/>
        <source>Partie</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="88"/>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="89"/>
        <source>Trictrac Studio — {kind}: {names}</source>
        <translation>Trictrac Studio — {kind} : {names}</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="90"/>
        <source>Pa&amp;rtie</source>
        <translation>Pa&amp;rtie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="92"/>
        <source>&amp;Save the record</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="93"/>
        <source>Save the record &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="94"/>
        <source>Save to the &amp;archive</source>
        <translation>Enregistrer dans les &amp;archives</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="95"/>
        <source>&amp;Replay this partie</source>
        <translation>&amp;Revoir cette partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="96"/>
        <source>&amp;Print the scoresheet (PDF)…</source>
        <translation>&amp;Imprimer la feuille de marque (PDF)…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="97"/>
        <source>&amp;Export a booklet of this partie…</source>
        <translation>E&amp;xporter un livret de cette partie…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="98"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="142"/>
        <source>Save the record</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="144"/>
        <source>Records (*.trr)</source>
        <translation>Parties enregistrées (*.trr)</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="153"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="157"/>
        <source>Saved {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="167"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="167"/>
        <source>No archive is open.</source>
        <translation>Aucune archive n&apos;est ouverte.</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="195"/>
        <source>The partie is over: save it to the archive with Ctrl+Alt+S.</source>
        <translation>La partie est finie : enregistrez-la dans les archives avec Ctrl+Alt+S.</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="202"/>
        <source>Unsaved record</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="203"/>
        <source>The record has changes that are not saved. Save them?</source>
        <translation>La partie a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../games/__init__.py" line="23"/>
        <source>&amp;New partie…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="24"/>
        <source>&amp;Record over the board…</source>
        <translation>&amp;Relever sur le tablier…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="25"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="28"/>
        <source>Replay from the &amp;archive…</source>
        <translation>Revoir depuis les &amp;archives…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="32"/>
        <source>Archive &amp;browser…</source>
        <translation>Na&amp;vigateur d&apos;archives…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="71"/>
        <location filename="../../games/__init__.py" line="264"/>
        <source>&amp;Game</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="76"/>
        <location filename="../../games/__init__.py" line="180"/>
        <location filename="../../games/__init__.py" line="195"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="96"/>
        <source>Not archived: {error}</source>
        <translation>Non archivée : {error}</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="97"/>
        <source>Archived ({n} game).</source>
        <translation>Archivée ({n} partie).</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="128"/>
        <source>New partie</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="141"/>
        <location filename="../../games/__init__.py" line="155"/>
        <location filename="../../games/__init__.py" line="167"/>
        <source>Open a record</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="142"/>
        <source>Records (*.trr *.trictrac *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trr *.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="172"/>
        <source>Replay from the archive</source>
        <translation>Revoir depuis les archives</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="172"/>
        <source>Game number:</source>
        <translation>Numéro de la partie :</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="180"/>
        <source>No game {n}.</source>
        <translation>Pas de partie {n}.</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="235"/>
        <source>An unfinished partie</source>
        <translation>Une partie inachevée</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="256"/>
        <source>A partie was left before its first throw. Take it up again?</source>
        <translation>Une partie a été laissée avant son premier coup. La reprendre ?</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="257"/>
        <source>A partie was left unfinished after throw {n}. Take it up again?</source>
        <translation>Une partie est restée inachevée après le coup {n}. La reprendre ?</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="240"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="241"/>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="242"/>
        <source>&amp;Abandon the partie</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
</context>
<context>
    <name>LessonPanels</name>
    <message>
        <location filename="../../lessons/panels.py" line="161"/>
        <source>The flèche&apos;s name:</source>
        <translation>Le nom de la flèche :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="189"/>
        <source>Click the flèche on the board, or pick it in the list.</source>
        <translation>Cliquez la flèche sur le tablier, ou choisissez-la dans la liste.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="204"/>
        <source>The flèche (B/N):</source>
        <translation>La flèche (B/N) :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="205"/>
        <source>Click it on the board, or pick it in the list.</source>
        <translation>Cliquez-la sur le tablier, ou choisissez-la dans la liste.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="231"/>
        <source>Choose the jan and the table.</source>
        <translation>Choisissez le jan et la table.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="241"/>
        <source>Jan:</source>
        <translation>Jan :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="242"/>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="434"/>
        <source>Give the rencontres in the table (remove its row if the throw gives nothing).</source>
        <translation>Donnez les rencontres dans le tableau (ôtez sa ligne si le coup ne vaut rien).</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="441"/>
        <source>Announce the points: type them (0 if the throw gives nothing).</source>
        <translation>Annoncez les points : tapez-les (0 si le coup ne vaut rien).</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="469"/>
        <location filename="../../lessons/panels.py" line="470"/>
        <source>{colour}&apos;s points:</source>
        <translation>Points de {colour} :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="472"/>
        <source>Give the rencontres one by one: what, for whom, how many points, and where (click the board).</source>
        <translation>Détaillez les rencontres une à une : quoi, pour qui, combien de points, et où (cliquez le tablier).</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="479"/>
        <source>Rencontre</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="480"/>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="481"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="482"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="483"/>
        <source>Jan</source>
        <translation>Jan</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="486"/>
        <source>&amp;Add a rencontre</source>
        <translation>&amp;Ajouter une rencontre</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="487"/>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="547"/>
        <location filename="../../lessons/panels.py" line="598"/>
        <source>off</source>
        <translation>sortie</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="627"/>
        <source>Click a dame on the board, then the flèche where it goes; or pick the move in the lists below.</source>
        <translation>Cliquez une dame sur le tablier, puis la flèche où elle va ; ou choisissez le mouvement dans les listes.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="632"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="633"/>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="634"/>
        <source>A&amp;dd</source>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="635"/>
        <source>&amp;Bear off</source>
        <translation>&amp;Sortir</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="636"/>
        <source>&amp;Undo the move</source>
        <translation>&amp;Annuler le mouvement</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="637"/>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="725"/>
        <source>{throws} throws of 21 chosen, {chances} chances in 36</source>
        <translation>{throws} coups sur 21 choisis, {chances} chances sur 36</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="828"/>
        <source>Points (jetons):</source>
        <translation>Points (jetons) :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="829"/>
        <source>Trous:</source>
        <translation>Trous :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="830"/>
        <source>en bredouille</source>
        <translation>en bredouille</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="831"/>
        <source>The thrower&apos;s choice</source>
        <translation>Le choix du joueur</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="832"/>
        <source>Tenir</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="833"/>
        <source>S&apos;en aller</source>
        <translation>S&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="834"/>
        <source>Given by the exercise: mark what follows from it.</source>
        <translation>Donné par l&apos;exercice : marquez ce qui en suit.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="867"/>
        <source>Choose the winner.</source>
        <translation>Choisissez le gagnant.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="876"/>
        <source>Winner:</source>
        <translation>Gagnant :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="877"/>
        <source>Points of the marqué:</source>
        <translation>Points du marqué :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="908"/>
        <location filename="../../lessons/panels.py" line="933"/>
        <source>{player}&apos;s final total:</source>
        <translation>Total final de {player} :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="928"/>
        <source>Rounded gain:</source>
        <translation>Gain arrondi :</translation>
    </message>
</context>
<context>
    <name>LessonPlayer</name>
    <message>
        <location filename="../../lessons/player.py" line="330"/>
        <location filename="../../lessons/player.py" line="374"/>
        <source>Trictrac Studio — Lessons</source>
        <translation>Trictrac Studio — Leçons</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="331"/>
        <source>Learner:</source>
        <translation>Élève :</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="332"/>
        <source>your name</source>
        <translation>votre nom</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="334"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="334"/>
        <source>Solved</source>
        <translation>Résolus</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="334"/>
        <source>Due</source>
        <translation>À revoir</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="336"/>
        <location filename="../../lessons/player.py" line="355"/>
        <source>&amp;Drill</source>
        <translation>&amp;Entraînement</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="337"/>
        <source>Reset…</source>
        <translation>Remise à zéro…</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="338"/>
        <source>Forget this learner&apos;s progress</source>
        <translation>Oublier la progression de cet élève</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="339"/>
        <source>&amp;Start the exercises</source>
        <translation>&amp;Commencer les exercices</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="340"/>
        <source>Endless &amp;drill</source>
        <translation>&amp;Entraînement sans fin</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="341"/>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="342"/>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="344"/>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="344"/>
        <source>Check the answer (Enter)</source>
        <translation>Vérifier la réponse (Entrée)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="345"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="345"/>
        <source>The next hint (H)</source>
        <translation>L&apos;indice suivant (H)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="346"/>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="346"/>
        <source>Answer again</source>
        <translation>Répondre à nouveau</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="349"/>
        <source>Show the &amp;solution</source>
        <translation>Voir la &amp;solution</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="350"/>
        <source>Show the engine&apos;s answer (counts as missed)</source>
        <translation>Montrer la réponse du moteur (compte comme manqué)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="352"/>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="352"/>
        <source>The next exercise (Ctrl+Right)</source>
        <translation>L&apos;exercice suivant (Ctrl+Droite)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="356"/>
        <source>Exercises made from self-played parties</source>
        <translation>Des exercices tirés de parties jouées par le moteur</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="430"/>
        <source>{count} exercise(s) due for review</source>
        <translation>{count} exercice(s) à revoir</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="434"/>
        <source>&amp;Review ({count} due)</source>
        <translation>&amp;Réviser ({count} à revoir)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="440"/>
        <source>the default learner</source>
        <translation>l&apos;élève par défaut</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="444"/>
        <source>Reset the progress</source>
        <translation>Remettre la progression à zéro</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="445"/>
        <source>Forget every result and review of {learner}?</source>
        <translation>Oublier tous les résultats et révisions de {learner} ?</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="451"/>
        <source>Progress reset: {count} record(s) forgotten.</source>
        <translation>Progression remise à zéro : {count} résultat(s) oublié(s).</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="492"/>
        <source>Nothing is due for review.</source>
        <translation>Rien n&apos;est à revoir.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="515"/>
        <source>Preparing the drill from self-played parties…</source>
        <translation>Préparation de l&apos;entraînement à partir de parties jouées par le moteur…</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="521"/>
        <source>Self-play offered no exercise for this lesson; try again.</source>
        <translation>Les parties jouées n&apos;ont donné aucun exercice pour cette leçon ; réessayez.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="524"/>
        <source>Drill: {count} new exercises.</source>
        <translation>Entraînement : {count} nouveaux exercices.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="529"/>
        <location filename="../../lessons/player.py" line="621"/>
        <source>Drill</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="530"/>
        <source>The drill could not be made: {error}</source>
        <translation>L&apos;entraînement n&apos;a pu être préparé : {error}</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="621"/>
        <source>Review</source>
        <translation>Révision</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="624"/>
        <source>exercise {number} of {count}</source>
        <translation>exercice {number} sur {count}</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="645"/>
        <location filename="../../lessons/player.py" line="669"/>
        <source>Marqué</source>
        <translation>Marqué</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="645"/>
        <location filename="../../lessons/player.py" line="669"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="680"/>
        <source>No exercise left.</source>
        <translation>Plus aucun exercice.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="685"/>
        <source>{first} at the first try, {helped} with help, {missed} missed.</source>
        <translation>{first} du premier coup, {helped} avec aide, {missed} manqué(s).</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="688"/>
        <source>Well done: the session is over.</source>
        <translation>Bravo : la séance est finie.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="741"/>
        <source>No hint left: show the solution if you are stuck.</source>
        <translation>Plus d&apos;indice : voyez la solution si vous bloquez.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="758"/>
        <source>Correct your answer and check again.</source>
        <translation>Corrigez votre réponse et vérifiez à nouveau.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="785"/>
        <source>{count} more</source>
        <translation>{count} de plus</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="786"/>
        <source>The solution</source>
        <translation>La solution</translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="74"/>
        <source>École</source>
        <translation>École</translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="75"/>
        <source>{points} points the opponent may claim</source>
        <translation>{points} points que l&apos;adversaire peut marquer</translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="78"/>
        <source>Retry, ask a hint, or show the solution.</source>
        <translation>Réessayez, demandez un indice, ou voyez la solution.</translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="85"/>
        <source>Hint {number}</source>
        <translation>Indice {number}</translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="96"/>
        <source>{count} hint(s) available.</source>
        <translation>{count} indice(s) disponible(s).</translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="109"/>
        <source>{count} exercises, {solved} solved</source>
        <translation>{count} exercices, {solved} résolus</translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="125"/>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../main_window.py" line="229"/>
        <source>Recent &amp;files</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="230"/>
        <source>Editor</source>
        <translation>Édition</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="231"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="232"/>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="314"/>
        <source>{colour} to move</source>
        <translation>Trait à {colour}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="319"/>
        <source>off: {parts}</source>
        <translation>sorties : {parts}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="329"/>
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="331"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="158"/>
        <source>The diagram could not be kept aside: {error}</source>
        <translation>Le diagramme n&apos;a pas pu être mis de côté : {error}</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="173"/>
        <source>An unsaved diagram</source>
        <translation>Un diagramme non enregistré</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="174"/>
        <source>A diagram was left unsaved when the studio stopped. Take it up again?</source>
        <translation>Un diagramme n&apos;était pas enregistré quand le studio s&apos;est arrêté. Le reprendre ?</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="179"/>
        <source>Recovered diagram</source>
        <translation>Diagramme repris</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="192"/>
        <source>Unsaved diagram</source>
        <translation>Diagramme non enregistré</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="193"/>
        <source>The diagram has changes that are not saved. Save them?</source>
        <translation>Le diagramme a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../../window_gestures.py" line="59"/>
        <source>Clear a mark</source>
        <translation>Effacer une marque</translation>
    </message>
    <message>
        <location filename="../../window_gestures.py" line="67"/>
        <source>Clear arrows</source>
        <translation>Effacer les flèches de jeu</translation>
    </message>
    <message>
        <location filename="../../window_gestures.py" line="100"/>
        <source>{point}: empty</source>
        <translation>{point} : vide</translation>
    </message>
    <message>
        <location filename="../../window_gestures.py" line="102"/>
        <source>{point}: {count} × {colour}</source>
        <translation>{point} : {count} × {colour}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="389"/>
        <source>Play {moves}</source>
        <translation>Jouer {moves}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="428"/>
        <source>Copied the code: {code}</source>
        <translation>Code copié : {code}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="437"/>
        <source>Copied a text diagram</source>
        <translation>Diagramme texte copié</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="441"/>
        <source>Copied an image</source>
        <translation>Image copiée</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="452"/>
        <source>Nothing to paste: {error}</source>
        <translation>Rien à coller : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="455"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="456"/>
        <source>Pasted {code}</source>
        <translation>Collé : {code}</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="44"/>
        <source>New diagram</source>
        <translation>Nouveau diagramme</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="53"/>
        <source>Open a diagram</source>
        <translation>Ouvrir un diagramme</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="55"/>
        <source>Trictrac diagrams (*{suffix});;Game records and text (*.trictrac *.txt);;All files (*)</source>
        <translation>Diagrammes de trictrac (*{suffix});;Parties et texte (*.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="69"/>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="122"/>
        <location filename="../../window_files.py" line="71"/>
        <source>Open {name}</source>
        <translation>Ouvrir {name}</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="101"/>
        <source>Save the diagram</source>
        <translation>Enregistrer le diagramme</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="103"/>
        <source>Trictrac diagrams (*{suffix})</source>
        <translation>Diagrammes de trictrac (*{suffix})</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="61"/>
        <location filename="../../window_exports.py" line="96"/>
        <location filename="../../window_files.py" line="114"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="121"/>
        <source>Saved {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="38"/>
        <location filename="../../window_exports.py" line="46"/>
        <source>Export as PNG</source>
        <translation>Exporter en PNG</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="40"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="47"/>
        <source>Width in pixels:</source>
        <translation>Largeur en pixels :</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="70"/>
        <source>Export as SVG</source>
        <translation>Exporter en SVG</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="72"/>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="147"/>
        <source>Exported {path}</source>
        <translation>{path} exporté</translation>
    </message>
    <message>
        <location filename="../../window_lessons.py" line="44"/>
        <source>Lesson progress kept in the settings: {error}</source>
        <translation>Progression des leçons conservée dans les paramètres : {error}</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="44"/>
        <source>Opening the archive…</source>
        <translation>Ouverture des archives…</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="47"/>
        <source>Archive opened</source>
        <translation>Archives ouvertes</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="49"/>
        <source>The sample archive: {n} parties imported</source>
        <translation>Les archives d&apos;exemple : {n} parties importées</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="56"/>
        <source>Save to the archive</source>
        <translation>Enregistrer dans les archives</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="57"/>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="72"/>
        <location filename="../../window_archive.py" line="88"/>
        <location filename="../../window_archive.py" line="119"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="73"/>
        <source>Cannot save to the archive: {error}</source>
        <translation>Enregistrement dans les archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="76"/>
        <source>Saved to the archive</source>
        <translation>Enregistré dans les archives</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="89"/>
        <source>Cannot open the archive: {error}</source>
        <translation>Ouverture des archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="93"/>
        <source>Open from the archive</source>
        <translation>Ouvrir depuis les archives</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="96"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="96"/>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="96"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="489"/>
        <source>Move the cursor over the flèches</source>
        <translation>Déplacer le curseur sur les flèches</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="490"/>
        <source>Add a dame at the cursor / remove one</source>
        <translation>Poser une dame au curseur / en ôter une</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="491"/>
        <source>Add a Blanc / Noir dame at the cursor</source>
        <translation>Poser une dame blanche / noire au curseur</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="493"/>
        <source>Empty the flèche at the cursor</source>
        <translation>Vider la flèche du curseur</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="498"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="500"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="500"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../games/new_game_dialog.py" line="111"/>
        <source>Record a partie over the board</source>
        <translation>Relever une partie sur le tablier</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="113"/>
        <source>New partie</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="115"/>
        <source>Partie ordinaire (12 trous)</source>
        <translation>Partie ordinaire (12 trous)</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="116"/>
        <source>Partie à écrire (marqués)</source>
        <translation>Partie à écrire (marqués)</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="117"/>
        <source>à tourner</source>
        <translation>à tourner</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="118"/>
        <source>à la chouette (the first player against the others)</source>
        <translation>à la chouette (le premier joueur contre les autres)</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="119"/>
        <source>Players mark their own points (écoles may be claimed)</source>
        <translation>Chacun marque ses points lui-même (on peut envoyer à l&apos;école)</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="120"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="121"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="122"/>
        <source>Marqués</source>
        <translation>Marqués</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="123"/>
        <source>At three</source>
        <translation>À trois</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="124"/>
        <source>Bearing off</source>
        <translation>Sortie des dames</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="125"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="127"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="128"/>
        <source>a person</source>
        <translation>une personne</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="129"/>
        <source>the computer</source>
        <translation>l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="130"/>
        <source>Conventions</source>
        <translation>Conventions</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="131"/>
        <source>parisienne</source>
        <translation>parisienne</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="132"/>
        <source>provinciale</source>
        <translation>provinciale</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="133"/>
        <source>jan de rencontre</source>
        <translation>jan de rencontre</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="134"/>
        <source>Margot la fendue</source>
        <translation>Margot la fendue</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="135"/>
        <source>pile de misère</source>
        <translation>pile de misère</translation>
    </message>
</context>
<context>
    <name>PlayWidget</name>
    <message>
        <location filename="../../games/play_widget.py" line="305"/>
        <source>Type the primauté as Blanc&apos;s die, Noir&apos;s die: 5-3</source>
        <translation>Tapez la primauté : le dé de Blanc, puis celui de Noir, ainsi : 5-3</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="311"/>
        <source>Type the throw as two dice from 1 to 6, such as 6-5.</source>
        <translation>Tapez le coup comme deux dés de 1 à 6, par exemple 6-5.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="335"/>
        <source>Choose a play in the list (or click a dame, then its destination).</source>
        <translation>Choisissez un coup dans la liste (ou cliquez sur une dame, puis sur sa destination).</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="355"/>
        <source>Taken back.</source>
        <translation>Saisie reprise.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="359"/>
        <source>Nothing to take back: the last input has been answered.</source>
        <translation>Rien à reprendre : la dernière saisie a déjà reçu sa réponse.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="408"/>
        <source>No legal play moves this dame.</source>
        <translation>Aucun coup légal ne déplace cette dame.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="427"/>
        <source>Choose how the throw is completed, in the list or on the board.</source>
        <translation>Choisissez comment achever le coup, dans la liste ou sur le tablier.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="538"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="539"/>
        <source>&amp;Throw the dice</source>
        <translation>&amp;Jeter les dés</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="540"/>
        <source>Enter</source>
        <translation>Saisir</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="541"/>
        <source>Type the throw as it fell, e.g. 6-5, then Enter</source>
        <translation>Tapez le coup tel qu&apos;il est tombé, par exemple 6-5, puis Entrée</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="542"/>
        <source>Legal plays</source>
        <translation>Coups légaux</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="543"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="544"/>
        <source>A trou is won</source>
        <translation>Un trou est gagné</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="545"/>
        <source>&amp;Hold (tenir)</source>
        <translation>&amp;Tenir</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="546"/>
        <source>&amp;Leave (s&apos;en aller)</source>
        <translation>&amp;S&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="548"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="549"/>
        <source>and s&apos;en aller</source>
        <translation>et s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="550"/>
        <source>&amp;Declare</source>
        <translation>&amp;Annoncer</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="551"/>
        <source>É&amp;cole !</source>
        <translation>É&amp;cole !</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="552"/>
        <source>&amp;No claim</source>
        <translation>&amp;Pas d&apos;école</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="553"/>
        <source>&amp;Undo the last input</source>
        <translation>&amp;Reprendre la dernière saisie</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="554"/>
        <source>S&amp;kip: play it at once</source>
        <translation>&amp;Passer : le jouer d&apos;un coup</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="556"/>
        <source>The computer&apos;s play is shown move by move; click to see it whole</source>
        <translation>Le coup de l&apos;ordinateur est montré dame par dame ; cliquez pour le voir en entier</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="558"/>
        <source>Throws and plays</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="563"/>
        <location filename="../../games/play_widget.py" line="692"/>
        <source>-- (no play)</source>
        <translation>-- (aucun coup)</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="624"/>
        <source>&lt;b&gt;The partie is over&lt;/b&gt;: {who}.</source>
        <translation>&lt;b&gt;La partie est finie&lt;/b&gt; : {who}.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="625"/>
        <source>partie nulle</source>
        <translation>partie nulle</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="627"/>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="630"/>
        <source>&lt;b&gt;Primauté&lt;/b&gt;: each throws one die; the higher plays both.</source>
        <translation>&lt;b&gt;Primauté&lt;/b&gt; : chacun jette un dé ; le plus fort joue les deux.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="634"/>
        <source>to throw</source>
        <translation>doit jeter</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="635"/>
        <source>to hold or leave</source>
        <translation>doit tenir ou s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="636"/>
        <source>to play {throw}</source>
        <translation>doit jouer {throw}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="637"/>
        <source>to mark his points</source>
        <translation>doit marquer ses points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="638"/>
        <source>may claim an école</source>
        <translation>peut envoyer à l&apos;école</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="642"/>
        <source>the computer is thinking…</source>
        <translation>l&apos;ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="646"/>
        <source>{name}: {trous}, {points}</source>
        <translation>{name} : {trous}, {points}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="654"/>
        <source>Marqué {n}</source>
        <translation>Marqué {n}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="657"/>
        <source>Mark your points from your throw</source>
        <translation>Marquez les points de votre coup</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="659"/>
        <source>Mark what the opponent&apos;s throw gave you</source>
        <translation>Marquez ce que le coup de l&apos;adversaire vous donne</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="661"/>
        <source>Mark your points</source>
        <translation>Marquez vos points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="665"/>
        <source>{name} marked {points} points and leaves. École ?</source>
        <translation>{name} a marqué {points} points et s&apos;en va. École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="667"/>
        <source>{name} marked {points} points. École ?</source>
        <translation>{name} a marqué {points} points. École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="671"/>
        <source>École ?</source>
        <translation>École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="675"/>
        <source>Now marqué {n}: {w} {tw} – {b} {tb} trous</source>
        <translation>Marqué {n} en cours : {w} {tw} – {b} {tb} trous</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="738"/>
        <source>&lt;b&gt;{who} {throw}&lt;/b&gt;: no points</source>
        <translation>&lt;b&gt;{who} {throw}&lt;/b&gt; : aucun point</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="762"/>
        <source>&lt;b&gt;{who}&lt;/b&gt; wins {n} trou(s)</source>
        <translation>&lt;b&gt;{who}&lt;/b&gt; gagne {n} trou(s)</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="764"/>
        <source>&lt;b&gt;{who}&lt;/b&gt; wins {n} trou(s) and leaves (s&apos;en va)</source>
        <translation>&lt;b&gt;{who}&lt;/b&gt; gagne {n} trou(s) et s'en va</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="766"/>
        <source>&lt;b&gt;{who}&lt;/b&gt; wins {n} trou(s) and holds (tient)</source>
        <translation>&lt;b&gt;{who}&lt;/b&gt; gagne {n} trou(s) et tient</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="783"/>
        <source>par moins</source>
        <translation>par moins</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="785"/>
        <source>par trop</source>
        <translation>par trop</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="787"/>
        <source>{who} declared {d}, the laws give {t}: école {kind} of {p} points</source>
        <translation>{who} a annoncé {d}, les lois donnent {t} : école {kind} de {p} points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="791"/>
        <source>{who} declared {d}: right</source>
        <translation>{who} a annoncé {d} : juste</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="793"/>
        <source>claimed {c}, {a} marked</source>
        <translation>{c} réclamés, {a} marqués</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="797"/>
        <source>fausse école of {f}</source>
        <translation>fausse école de {f}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="801"/>
        <source>Écoles marked: {totals}</source>
        <translation>Écoles marquées : {totals}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="816"/>
        <source>Complete the play</source>
        <translation>Achever le coup</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../i18n.py" line="64"/>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../../i18n.py" line="65"/>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../i18n.py" line="62"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../i18n.py" line="63"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <location filename="../../games/replay_widget.py" line="216"/>
        <source>Throw and play</source>
        <translation>Coup et jeu</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="216"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="219"/>
        <source>|◀ First</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="220"/>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="221"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="222"/>
        <source>Last ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="223"/>
        <source>Go to throw…</source>
        <translation>Aller au coup…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="224"/>
        <source>Next scoring event</source>
        <translation>Prochain coup qui marque</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="225"/>
        <source>Add a variation…</source>
        <translation>Ajouter une variante…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="226"/>
        <source>Play a variation on the board</source>
        <translation>Jouer une variante sur le tablier</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="233"/>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="234"/>
        <source>The throw of the variation, e.g. 6-5, then Enter</source>
        <translation>Le coup de dés de la variante, par exemple 6-5, puis Entrée</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="243"/>
        <location filename="../../games/replay_widget.py" line="338"/>
        <source>variation {n}</source>
        <translation>variante {n}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="610"/>
        <source>{name}: {trous}, {points}</source>
        <translation>{name} : {trous}, {points}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="617"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="617"/>
        <source>Throw {n}</source>
        <translation>Coup {n}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="619"/>
        <source>(variation)</source>
        <translation>(variante)</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="684"/>
        <source>Go to throw</source>
        <translation>Aller au coup</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="685"/>
        <source>Throw number:</source>
        <translation>Numéro du coup :</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="764"/>
        <location filename="../../games/replay_widget.py" line="825"/>
        <source>Choose a throw first: a variation replaces it.</source>
        <translation>Choisissez d&apos;abord un coup : une variante le remplace.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="767"/>
        <source>A variation replaces a throw.</source>
        <translation>Une variante remplace un coup.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="807"/>
        <source>Add a variation</source>
        <translation>Ajouter une variante</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="808"/>
        <source>The throw and the play instead (e.g. 6-5 B1-B7 B1-B6):</source>
        <translation>Le coup et le jeu à la place (par exemple 6-5 B1-B7 B1-B6) :</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="829"/>
        <source>In a partie with écoles, type the variation (Add a variation…).</source>
        <translation>Dans une partie avec écoles, tapez la variante (Ajouter une variante…).</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="863"/>
        <source>Variation: {who} plays {throw} — click a dame, then where it goes.</source>
        <translation>Variante : {who} joue {throw} — cliquez une dame, puis sa flèche d&apos;arrivée.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="867"/>
        <source>Variation: the partie is over.</source>
        <translation>Variante : la partie est finie.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="869"/>
        <source>Variation: {who}&apos;s throw (type it, then Enter).</source>
        <translation>Variante : le coup de dés de {who} (tapez-le, puis Entrée).</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="883"/>
        <source>No variation is being played.</source>
        <translation>Aucune variante n&apos;est en cours.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="919"/>
        <source>A trou is won</source>
        <translation>Un trou est gagné</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="920"/>
        <source>S&apos;en aller (leave)? No: tenir (hold).</source>
        <translation>S&apos;en aller ? Non : tenir.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1000"/>
        <source>No legal play moves this dame.</source>
        <translation>Aucun coup légal ne déplace cette dame.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1028"/>
        <source>end of the marqué: refait at {trous} trous</source>
        <translation>fin du marqué : refait à {trous} trous</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1029"/>
        <source>end of the marqué: {winner} wins it, {trous} trous, {points} points</source>
        <translation>fin du marqué : {winner} le gagne, {trous} trous, {points} points</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1034"/>
        <source>end of the partie: partie nulle</source>
        <translation>fin de la partie : partie nulle</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1035"/>
        <source>end of the partie: {winner} wins</source>
        <translation>fin de la partie : {winner} gagne</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="216"/>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="227"/>
        <source>Analyse the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="228"/>
        <source>Booklet with the analysis…</source>
        <translation>Livret avec l&apos;analyse…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="395"/>
        <source>Analysing: %v of %m choices</source>
        <translation>Analyse : %v choix sur %m</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="426"/>
        <source>The game could not be analysed: {error}</source>
        <translation>La partie n&apos;a pas pu être analysée : {error}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="450"/>
        <location filename="../../games/replay_widget.py" line="510"/>
        <source>Booklet with the tutor&apos;s analysis</source>
        <translation>Livret avec l&apos;analyse du tuteur</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="452"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="505"/>
        <source>The booklet could not be written: {error}</source>
        <translation>Le livret n&apos;a pas pu être écrit : {error}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="548"/>
        <source>The tutor&apos;s analysis</source>
        <translation>L&apos;analyse du tuteur</translation>
    </message>
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="53"/>
        <source>&lt;b&gt;Partie à écrire&lt;/b&gt; — scoresheet</source>
        <translation>&lt;b&gt;Partie à écrire&lt;/b&gt; — feuille de marque</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="77"/>
        <source>No partie à écrire.</source>
        <translation>Pas de partie à écrire.</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="79"/>
        <source>Refaits</source>
        <translation>Refaits</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="87"/>
        <source>Marqué {n}</source>
        <translation>Marqué {n}</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="88"/>
        <source>Final</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="108"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="109"/>
        <source>Gross gain: &lt;b&gt;{gross}&lt;/b&gt; to {winner} · rounded: &lt;b&gt;{rounded}&lt;/b&gt;</source>
        <translation>Gain brut : &lt;b&gt;{gross}&lt;/b&gt; pour {winner} · arrondi : &lt;b&gt;{rounded}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="113"/>
        <source>No marqué won yet.</source>
        <translation>Aucun marqué gagné pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message>
        <location filename="../../games/turns.py" line="75"/>
        <source>{points} for {colour}</source>
        <translation>{points} pour {colour}</translation>
    </message>
</context>
</TS>
