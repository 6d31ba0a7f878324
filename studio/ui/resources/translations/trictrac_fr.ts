<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../about.py" line="30"/>
        <source>The desktop workshop for the grand trictrac: positions, analysis, records, lessons and print.</source>
        <translation>L&apos;atelier du grand trictrac : positions, analyse, parties, leçons et impression.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="32"/>
        <source>The rules follow the old French treatises; where they disagree, the choice is a named convention.</source>
        <translation>Les règles suivent les anciens traités ; là où ils divergent, le choix est une convention nommée.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="36"/>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Logiciel libre sous licence publique générale GNU, version 3 ou ultérieure.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="43"/>
        <source>About Trictrac Studio</source>
        <translation>À propos de Trictrac Studio</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../actions.py" line="43"/>
        <source>&amp;New diagram</source>
        <translation>&amp;Nouveau diagramme</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="45"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="46"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="47"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="51"/>
        <source>Open from the a&amp;rchive…</source>
        <translation>Ouvrir depuis les a&amp;rchives…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="56"/>
        <source>Save to the ar&amp;chive</source>
        <translation>Enregistrer dans les ar&amp;chives</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="58"/>
        <source>Export as &amp;PNG…</source>
        <translation>Exporter en &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="60"/>
        <source>Export as S&amp;VG…</source>
        <translation>Exporter en S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="65"/>
        <source>&amp;Diagrams…</source>
        <translation>&amp;Diagrammes…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="70"/>
        <source>Export the diagram (or several) as PDF, with a preview</source>
        <translation>Exporter le diagramme (ou plusieurs) en PDF, avec un aperçu</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="75"/>
        <source>&amp;Scoresheet…</source>
        <translation>&amp;Feuille de marque…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="79"/>
        <source>Export a blank or filled scoresheet as PDF</source>
        <translation>Exporter une feuille de marque vierge ou remplie en PDF</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="84"/>
        <source>&amp;Booklet from a record…</source>
        <translation>&amp;Livret d&apos;une partie…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="88"/>
        <source>Export a game record as a booklet with diagrams</source>
        <translation>Exporter une partie enregistrée en livret avec diagrammes</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="90"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="92"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="93"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="94"/>
        <source>&amp;Copy the code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="96"/>
        <source>Copy a &amp;text diagram</source>
        <translation>Copier un diagramme &amp;texte</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="98"/>
        <source>Copy an &amp;image</source>
        <translation>Copier une &amp;image</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="99"/>
        <source>&amp;Paste anything</source>
        <translation>&amp;Coller</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="101"/>
        <source>&amp;Starting position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="103"/>
        <source>&amp;Empty board</source>
        <translation>Tablier &amp;vide</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="105"/>
        <source>All on the &amp;talons</source>
        <translation>Tout sur les &amp;talons</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="108"/>
        <source>Switch the colour to &amp;move</source>
        <translation>Changer le &amp;trait</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="110"/>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Jeter les dés</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="111"/>
        <source>Re&amp;move the dice</source>
        <translation>&amp;Retirer les dés</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="115"/>
        <source>Clear the &amp;annotations</source>
        <translation>Effacer les &amp;annotations</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="123"/>
        <source>&amp;Blanc dame</source>
        <translation>Dame &amp;blanche</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="130"/>
        <source>Click adds a Blanc dame, right click removes, drag moves</source>
        <translation>Un clic pose une dame blanche, le clic droit en ôte une, glisser la déplace</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="135"/>
        <source>&amp;Noir dame</source>
        <translation>Dame &amp;noire</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="142"/>
        <source>Click adds a Noir dame, right click removes, drag moves</source>
        <translation>Un clic pose une dame noire, le clic droit en ôte une, glisser la déplace</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="147"/>
        <source>&amp;Eraser</source>
        <translation>&amp;Gomme</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="154"/>
        <source>Click removes a dame</source>
        <translation>Un clic ôte une dame</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="159"/>
        <source>&amp;Arrow</source>
        <translation>&amp;Flèche de jeu</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="166"/>
        <source>Drag from one flèche to another draws an arrow (again: removes it)</source>
        <translation>Glisser d&apos;une flèche à une autre trace une flèche de jeu (de nouveau : l&apos;efface)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="171"/>
        <source>&amp;Mark</source>
        <translation>&amp;Marque</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="178"/>
        <source>Click writes a letter or glyph on a flèche (again: removes it)</source>
        <translation>Un clic écrit une lettre ou un signe sur une flèche (de nouveau : l&apos;efface)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="181"/>
        <source>&amp;Flip the board</source>
        <translation>&amp;Retourner le tablier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="185"/>
        <source>Talons on the &amp;right</source>
        <translation>Talons à &amp;droite</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="193"/>
        <source>&amp;Analysis panel</source>
        <translation>Panneau d&apos;&amp;analyse</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="199"/>
        <source>&amp;Editor panel</source>
        <translation>Panneau d&apos;é&amp;dition</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="217"/>
        <source>Follow the &amp;system</source>
        <translation>Comme le &amp;système</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="228"/>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="239"/>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="250"/>
        <source>&amp;Print (black on white)</source>
        <translation>&amp;Impression (noir sur blanc)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="264"/>
        <source>&amp;Apply the selected play</source>
        <translation>&amp;Jouer le coup choisi</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="271"/>
        <source>&amp;Rencontres</source>
        <translation>&amp;Rencontres</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="279"/>
        <source>&amp;Legal plays</source>
        <translation>Coups &amp;légaux</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="285"/>
        <source>&amp;Chances</source>
        <translation>&amp;Chances</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="289"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="294"/>
        <source>Endless &amp;drill</source>
        <translation>&amp;Entraînement sans fin</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="297"/>
        <source>Exercises made from self-played parties for the current lesson</source>
        <translation>Des exercices tirés de parties jouées par le moteur, pour la leçon en cours</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="302"/>
        <source>&amp;Reset progress…</source>
        <translation>&amp;Remettre la progression à zéro…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="305"/>
        <source>Forget the learner&apos;s results and reviews</source>
        <translation>Oublier les résultats et les révisions de l&apos;élève</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="309"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="312"/>
        <source>&amp;About Trictrac Studio</source>
        <translation>À &amp;propos de Trictrac Studio</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="318"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="319"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="320"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="321"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="322"/>
        <source>&amp;Notation</source>
        <translation>&amp;Notation</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="323"/>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="324"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="325"/>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="326"/>
        <source>Le&amp;ssons</source>
        <translation>Le&amp;çons</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="327"/>
        <source>Export as P&amp;DF</source>
        <translation>Exporter en P&amp;DF</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="328"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../analysis_panel.py" line="413"/>
        <source>No dice: choose a throw to see what it scores.</source>
        <translation>Pas de dés : choisissez un coup pour voir ce qu&apos;il marque.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="187"/>
        <source>The position breaks the laws of the tablier: see the warnings.</source>
        <translation>La position enfreint les lois du tablier : voyez les avertissements.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="423"/>
        <source>{colour} throws {dice} ({name}): {totals}</source>
        <translation>{colour} jette {dice} ({name}) : {totals}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="430"/>
        <source>{colour} throws {dice}: nothing is scored.</source>
        <translation>{colour} jette {dice} : rien n&apos;est marqué.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="546"/>
        <source>This throw wins a trou: &lt;b&gt;{choice}&lt;/b&gt;, better by {loss} (tenir {hold}, s&apos;en aller {leave}).</source>
        <translation>Ce coup gagne un trou : &lt;b&gt;{choice}&lt;/b&gt;, meilleur de {loss} (tenir {hold}, s&apos;en aller {leave}).</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="568"/>
        <source>No dice: choose a throw to see the legal plays.</source>
        <translation>Pas de dés : choisissez un coup pour voir les coups légaux.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="574"/>
        <source>{colour} plays {dice}: {count} legal plays (one per resulting position).</source>
        <translation>{colour} joue {dice} : {count} coups légaux (un par position obtenue).</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="581"/>
        <source>Best first by the tutor, for the score shown (trous–points: {score}); equity for {colour}.</source>
        <translation>Le meilleur d&apos;abord selon le tuteur, pour la marque affichée (trous–points : {score}) ; équité pour {colour}.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="591"/>
        <source>The tutor is ranking them…</source>
        <translation>Le tuteur les classe…</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="622"/>
        <source>unplayed: {numbers}</source>
        <translation>non joués : {numbers}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="662"/>
        <source>What each of the 21 throws scores when {colour} throws, and its chances out of 36.</source>
        <translation>Ce que marque chacun des 21 coups quand {colour} jette, et ses chances sur 36.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="684"/>
        <source>Expected points per throw: {values}</source>
        <translation>Points espérés par coup : {values}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="704"/>
        <source>Rencontres</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="705"/>
        <source>Legal plays</source>
        <translation>Coups légaux</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="706"/>
        <location filename="../../analysis_panel.py" line="728"/>
        <source>Chances</source>
        <translation>Chances</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="709"/>
        <source>Rencontre</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="710"/>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="711"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="712"/>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="717"/>
        <source>Moves</source>
        <translation>Marches</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="718"/>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="719"/>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="720"/>
        <source>Jans</source>
        <translation>Jans</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="721"/>
        <source>Unplayed</source>
        <translation>Non joués</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="726"/>
        <source>Throw</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="727"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="733"/>
        <source>&amp;Apply the play</source>
        <translation>&amp;Jouer ce coup</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="188"/>
        <source>No throw is played from this position (the dames are relevées): see the warnings.</source>
        <translation>Aucun coup ne se joue dans cette position (on relève les dames) : voyez les avertissements.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="610"/>
        <source>fills the {jan}</source>
        <translation>remplit le {jan}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="614"/>
        <source>conserves the {jan}</source>
        <translation>conserve le {jan}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="618"/>
        <source>the coin taken par puissance</source>
        <translation>coin pris par puissance</translation>
    </message>
</context>
<context>
    <name>ArchiveBrowser</name>
    <message>
        <location filename="../../games/archive_browser.py" line="132"/>
        <source>Not a position: {error}</source>
        <translation>Ce n&apos;est pas une position : {error}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="254"/>
        <source>Blanc</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="255"/>
        <source>Noir</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="256"/>
        <location filename="../../games/archive_browser.py" line="420"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="257"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="258"/>
        <location filename="../../games/archive_browser.py" line="425"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="259"/>
        <location filename="../../games/archive_browser.py" line="424"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="260"/>
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
        <location filename="../../games/archive_browser.py" line="486"/>
        <source>{n} games found</source>
        <translation>{n} parties trouvées</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="488"/>
        <source>(games {first}–{last} shown)</source>
        <translation>(parties {first} à {last} affichées)</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="576"/>
        <source>{names}: the position at throw {n}</source>
        <translation>{names} : la position au coup {n}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="580"/>
        <source>{names}: the last position</source>
        <translation>{names} : la dernière position</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="618"/>
        <source>Save the filter</source>
        <translation>Enregistrer le filtre</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="618"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="652"/>
        <source>Import record files</source>
        <translation>Importer des fichiers de parties</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="654"/>
        <source>Records (*.trictrac *.ttr *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trictrac *.ttr *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="666"/>
        <source>Import a folder of records</source>
        <translation>Importer un dossier de parties</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="677"/>
        <source>Importing…</source>
        <translation>Importation…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="678"/>
        <location filename="../../games/archive_browser.py" line="712"/>
        <location filename="../../games/archive_browser.py" line="718"/>
        <source>Import</source>
        <translation>Importation</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="687"/>
        <source>{done} of {total} files: {games} games, {duplicates} duplicates, {errors} errors</source>
        <translation>{done} fichiers sur {total} : {games} parties, {duplicates} doublons, {errors} erreurs</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="707"/>
        <source>{games} games imported from {files} files; {duplicates} duplicates skipped.</source>
        <translation>{games} parties importées de {files} fichiers ; {duplicates} doublons écartés.</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="719"/>
        <source>The import failed: {error}</source>
        <translation>L&apos;importation a échoué : {error}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="737"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="738"/>
        <source>Delete {n} games from the archive?</source>
        <translation>Supprimer {n} parties des archives ?</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="752"/>
        <source>No duplicates.</source>
        <translation>Aucun doublon.</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="757"/>
        <source>Merge duplicates</source>
        <translation>Fusionner les doublons</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="758"/>
        <source>{g} parties are archived more than once: keep the first of each and delete {n}?</source>
        <translation>{g} parties sont archivées plus d&apos;une fois : garder la première de chacune et supprimer les {n} autres ?</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="786"/>
        <source>Type a player&apos;s name (or select one of his games).</source>
        <translation>Tapez le nom d&apos;un joueur (ou choisissez une de ses parties).</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="791"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {g} games ({w} as Blanc, {b} as Noir) — won {won}, lost {lost}, nulles {d}, unfinished {u}; score {s:.0%}&lt;br&gt;variants: {v}&lt;br&gt;most played: {o}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; : {g} parties ({w} comme Blanc, {b} comme Noir) — {won} gagnées, {lost} perdues, {d} nulles, {u} inachevées ; score {s:.0%}&lt;br&gt;variantes : {v}&lt;br&gt;adversaires les plus fréquents : {o}</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../editor.py" line="119"/>
        <source>Add a dame on {point}</source>
        <translation>Poser une dame sur {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="124"/>
        <source>Remove a dame from {point}</source>
        <translation>Ôter une dame de {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="130"/>
        <source>Empty {point}</source>
        <translation>Vider {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="135"/>
        <source>Set {point}</source>
        <translation>Régler {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="142"/>
        <source>Take a dame off {point}</source>
        <translation>Sortir une dame de {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="144"/>
        <source>Move a dame from {origin} to {target}</source>
        <translation>Déplacer une dame de {origin} à {target}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="163"/>
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="167"/>
        <source>Empty board</source>
        <translation>Tablier vide</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="171"/>
        <source>All on the talons</source>
        <translation>Tout sur les talons</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="176"/>
        <source>Colour to move</source>
        <translation>Trait</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="179"/>
        <source>Relevé throw counts</source>
        <translation>Coups du relevé</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="182"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="185"/>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="188"/>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="191"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="195"/>
        <source>Arrow {arrow}</source>
        <translation>Flèche de jeu {arrow}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="202"/>
        <source>Mark on {point}</source>
        <translation>Marque sur {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="210"/>
        <source>Clear the annotations</source>
        <translation>Effacer les annotations</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <location filename="../../editor_panel.py" line="333"/>
        <source>{colour}: {board} on the tablier, {off} off</source>
        <translation>{colour} : {board} sur le tablier, {off} sorties</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="358"/>
        <source>A legal position</source>
        <translation>Position légale</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="388"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="389"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="390"/>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="391"/>
        <source>Relevé: throws made</source>
        <translation>Relevé : coups joués</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="392"/>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="393"/>
        <source>Annotations and texts</source>
        <translation>Annotations et textes</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="397"/>
        <source>To move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="398"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="399"/>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="400"/>
        <source>On the talons</source>
        <translation>Sur les talons</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="401"/>
        <source>The starting position, a fresh score</source>
        <translation>La position de départ, marque à zéro</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="402"/>
        <source>No dame on the tablier</source>
        <translation>Aucune dame sur le tablier</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="404"/>
        <source>Every dame back on its talon (a new relevé), the score kept</source>
        <translation>Toutes les dames sur leur talon (un nouveau relevé), la marque gardée</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="406"/>
        <source>Roll</source>
        <translation>Jeter</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="407"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="410"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="410"/>
        <source>Trous</source>
        <translation>Trous</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="410"/>
        <source>Bredouille</source>
        <translation>Bredouille</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="414"/>
        <source>Pavillon</source>
        <translation>Pavillon</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="415"/>
        <source>Known</source>
        <translation>Connus</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="416"/>
        <source>Arrow colour</source>
        <translation>Couleur des flèches</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="417"/>
        <source>Mark</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="419"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="420"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="421"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="422"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="423"/>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="428"/>
        <source>The glyph the mark tool writes (empty: the next letter)</source>
        <translation>Le signe qu&apos;écrit l&apos;outil Marque (vide : la lettre suivante)</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="429"/>
        <source>Clear the annotations</source>
        <translation>Effacer les annotations</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="430"/>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="431"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="432"/>
        <source>A caption printed under the diagram</source>
        <translation>Une légende imprimée sous le diagramme</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="337"/>
        <source>{colour}: {board} on the tablier, {extra} too many</source>
        <translation>{colour} : {board} sur le tablier, {extra} de trop</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../export_dialog.py" line="122"/>
        <location filename="../../export_dialog.py" line="125"/>
        <source>turn numbers are written 1,5,9-12, not {item!r}</source>
        <translation>s’écrivent comme 1,5,9-12 les numéros de coups, pas {item!r}</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="377"/>
        <source>Export diagrams as PDF</source>
        <translation>Exporter des diagrammes en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="378"/>
        <source>Export a scoresheet as PDF</source>
        <translation>Exporter une feuille de marque en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="379"/>
        <source>Export a booklet as PDF</source>
        <translation>Exporter un livret en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="383"/>
        <source>Diagrams:</source>
        <translation>Diagrammes :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="384"/>
        <source>Caption:</source>
        <translation>Légende :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="385"/>
        <source>Diagrams per page:</source>
        <translation>Diagrammes par page :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="386"/>
        <source>Colours:</source>
        <translation>Couleurs :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="387"/>
        <source>Sheet:</source>
        <translation>Feuille :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="388"/>
        <source>Players (2 to 4):</source>
        <translation>Joueurs (2 à 4) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="389"/>
        <source>Marqués (rows):</source>
        <translation>Marqués (lignes) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="390"/>
        <source>SHEET file (JSON):</source>
        <translation>Fichier SHEET (JSON) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="392"/>
        <source>Game record:</source>
        <translation>Partie enregistrée :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="393"/>
        <source>Game:</source>
        <translation>Partie :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="394"/>
        <source>Diagrams at turns:</source>
        <translation>Diagrammes aux coups :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="396"/>
        <source>Notation:</source>
        <translation>Notation :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="397"/>
        <source>At the top:</source>
        <translation>En haut :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="398"/>
        <source>Talons:</source>
        <translation>Talons :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="399"/>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="400"/>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="401"/>
        <source>Save as:</source>
        <translation>Enregistrer sous :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="405"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="408"/>
        <source>Add a position &amp;code…</source>
        <translation>Ajouter un &amp;code de position…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="409"/>
        <source>Add diagram &amp;files…</source>
        <translation>Ajouter des &amp;fichiers de diagramme…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="410"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="411"/>
        <source>the selected diagram&apos;s caption</source>
        <translation>la légende du diagramme choisi</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="415"/>
        <source>Print (black on white)</source>
        <translation>Impression (noir sur blanc)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="416"/>
        <source>Classic (walnut and cloth)</source>
        <translation>Classique (noyer et drap)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="420"/>
        <source>Blank, to fill in by hand</source>
        <translation>Vierge, à remplir à la main</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="421"/>
        <source>Filled from a SHEET file</source>
        <translation>Remplie d&apos;après un fichier SHEET</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="422"/>
        <source>This partie, as it stands</source>
        <translation>Cette partie, où elle en est</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="424"/>
        <source>Settlement in jetons</source>
        <translation>Règlement en jetons</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="428"/>
        <source>this partie</source>
        <translation>cette partie</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="428"/>
        <source>a record file</source>
        <translation>un fichier de parties</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="430"/>
        <source>A diagram at every throw that marks points</source>
        <translation>Un diagramme à chaque coup qui marque des points</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="431"/>
        <source>Turn numbers such as 1, 12, 20-24</source>
        <translation>Des numéros de coups comme 1, 12, 20-24</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="435"/>
        <location filename="../../export_dialog.py" line="436"/>
        <source>The record&apos;s</source>
        <translation>Celle de la partie</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="440"/>
        <source>On the left</source>
        <translation>À gauche</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="441"/>
        <source>On the right</source>
        <translation>À droite</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="443"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="443"/>
        <source>the default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="445"/>
        <source>asked when exporting</source>
        <translation>demandé à l&apos;export</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="446"/>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="447"/>
        <source>Preview of page 1</source>
        <translation>Aperçu de la page 1</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="448"/>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="488"/>
        <source>Add a position</source>
        <translation>Ajouter une position</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="488"/>
        <source>Position code:</source>
        <translation>Code de position :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="494"/>
        <source>Not a position</source>
        <translation>Ce n&apos;est pas une position</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="501"/>
        <source>Add diagrams</source>
        <translation>Ajouter des diagrammes</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="503"/>
        <source>Trictrac diagrams (*.trictrac-diagram);;All files (*)</source>
        <translation>Diagrammes de trictrac (*.trictrac-diagram);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="509"/>
        <source>Cannot open</source>
        <translation>Impossible d&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="590"/>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="592"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="610"/>
        <source>A SHEET file</source>
        <translation>Un fichier SHEET</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="612"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="622"/>
        <source>A game record</source>
        <translation>Une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="624"/>
        <source>Game records (*.trr *.trictrac *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trr *.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="659"/>
        <source>Add a diagram to export.</source>
        <translation>Ajoutez un diagramme à exporter.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="698"/>
        <source>Choose a SHEET file.</source>
        <translation>Choisissez un fichier SHEET.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="703"/>
        <location filename="../../export_dialog.py" line="727"/>
        <source>Cannot read {path}: {error}</source>
        <translation>Impossible de lire {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="707"/>
        <source>The SHEET is not JSON: {error} (line {line})</source>
        <translation>Le SHEET n&apos;est pas du JSON : {error} (ligne {line})</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="712"/>
        <source>A SHEET is {&quot;players&quot;: [...], &quot;marques&quot;: [...]}</source>
        <translation>Un SHEET est {&quot;players&quot;: [...], &quot;marques&quot;: [...]}</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="721"/>
        <source>Choose a game record.</source>
        <translation>Choisissez une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="731"/>
        <source>The file holds no game record.</source>
        <translation>Le fichier ne contient aucune partie.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="764"/>
        <source>Drawing the preview…</source>
        <translation>Dessin de l&apos;aperçu…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="784"/>
        <source>{pages} page(s)</source>
        <translation>{pages} page(s)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="846"/>
        <location filename="../../export_dialog.py" line="879"/>
        <source>Cannot export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="857"/>
        <source>Writing {path}…</source>
        <translation>Écriture de {path}…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="874"/>
        <source>Wrote {path} ({pages} page(s)).</source>
        <translation>{path} écrit ({pages} page(s)).</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="787"/>
        <source>the PDF renderer (pypdfium2) is missing: the board alone is shown</source>
        <translation>le moteur de rendu PDF (pypdfium2) manque : seul le tablier est montré</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="791"/>
        <source>No preview without the PDF renderer (pypdfium2).</source>
        <translation>Pas d&apos;aperçu sans le moteur de rendu PDF (pypdfium2).</translation>
    </message>
</context>
<context>
    <name>GameAnalysis</name>
    <message>
        <location filename="../../games/analysis_view.py" line="86"/>
        <source>Played: {choice} (equity {equity})</source>
        <translation>Joué : {choice} (équité {equity})</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="89"/>
        <source>The only legal play.</source>
        <translation>Le seul coup légal.</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="92"/>
        <source>Best: {choice} (equity {equity}), {loss} lost</source>
        <translation>Meilleur : {choice} (équité {equity}), {loss} perdu</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="97"/>
        <source>The best choice of {count}.</source>
        <translation>Le meilleur choix sur {count}.</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="104"/>
        <source>{name}: {errors} errors ({m1} {doubtful}, {m2} {bad}, {m3} {very_bad}), equity lost {loss}</source>
        <translation>{name} : {errors} erreurs ({m1} {doubtful}, {m2} {bad}, {m3} {very_bad}), équité perdue {loss}</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="107"/>
        <source>over {choices} choices</source>
        <translation>sur {choices} choix</translation>
    </message>
</context>
<context>
    <name>GamePrinting</name>
    <message>
        <location filename="../../games/printing.py" line="40"/>
        <source>Several games</source>
        <translation>Plusieurs parties</translation>
    </message>
    <message>
        <location filename="../../games/printing.py" line="41"/>
        <source>This file holds {n} games. Which one?</source>
        <translation>Ce fichier contient {n} parties. Laquelle ?</translation>
    </message>
    <message>
        <location filename="../../games/printing.py" line="72"/>
        <source>Scoresheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../../games/printing.py" line="73"/>
        <source>Only a partie à écrire is written on a scoresheet.</source>
        <translation>Seule une partie à écrire s&apos;inscrit sur une feuille de marque.</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../games/window.py" line="87"/>
        <source>Recording</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="87"/>
        <source>Partie</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="92"/>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="93"/>
        <source>Trictrac Studio — {kind}: {names}</source>
        <translation>Trictrac Studio — {kind} : {names}</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="94"/>
        <source>Pa&amp;rtie</source>
        <translation>Pa&amp;rtie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="96"/>
        <source>&amp;Save the record</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="97"/>
        <source>Save the record &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="98"/>
        <source>Save to the &amp;archive</source>
        <translation>Enregistrer dans les &amp;archives</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="99"/>
        <source>&amp;Replay this partie</source>
        <translation>&amp;Revoir cette partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="100"/>
        <source>&amp;Print the scoresheet (PDF)…</source>
        <translation>&amp;Imprimer la feuille de marque (PDF)…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="101"/>
        <source>&amp;Export a booklet of this partie…</source>
        <translation>E&amp;xporter un livret de cette partie…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="102"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="146"/>
        <source>Save the record</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="148"/>
        <source>Records (*.trr)</source>
        <translation>Parties enregistrées (*.trr)</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="157"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="161"/>
        <source>Saved {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="171"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="171"/>
        <source>No archive is open.</source>
        <translation>Aucune archive n&apos;est ouverte.</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="199"/>
        <source>The partie is over: save it to the archive with Ctrl+Alt+S.</source>
        <translation>La partie est finie : enregistrez-la dans les archives avec Ctrl+Alt+S.</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="206"/>
        <source>Unsaved record</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="207"/>
        <source>The record has changes that are not saved. Save them?</source>
        <translation>La partie a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../games/__init__.py" line="19"/>
        <source>&amp;New partie…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="20"/>
        <source>&amp;Record over the board…</source>
        <translation>&amp;Relever sur le tablier…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="21"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="24"/>
        <source>Replay from the &amp;archive…</source>
        <translation>Revoir depuis les &amp;archives…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="28"/>
        <source>Archive &amp;browser…</source>
        <translation>Na&amp;vigateur d&apos;archives…</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="69"/>
        <location filename="../../games/__init__.py" line="238"/>
        <source>&amp;Game</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="74"/>
        <location filename="../../games/__init__.py" line="178"/>
        <location filename="../../games/__init__.py" line="193"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="94"/>
        <source>Not archived: {error}</source>
        <translation>Non archivée : {error}</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="95"/>
        <source>Archived ({n} game).</source>
        <translation>Archivée ({n} partie).</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="126"/>
        <source>New partie</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="139"/>
        <location filename="../../games/__init__.py" line="153"/>
        <location filename="../../games/__init__.py" line="165"/>
        <source>Open a record</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="140"/>
        <source>Records (*.trr *.trictrac *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trr *.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="170"/>
        <source>Replay from the archive</source>
        <translation>Revoir depuis les archives</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="170"/>
        <source>Game number:</source>
        <translation>Numéro de la partie :</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="178"/>
        <source>No game {n}.</source>
        <translation>Pas de partie {n}.</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="224"/>
        <source>An unfinished partie</source>
        <translation>Une partie inachevée</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="225"/>
        <source>A partie was left unfinished after throw {n}. Take it up again?</source>
        <translation>Une partie est restée inachevée après le coup {n}. La reprendre ?</translation>
    </message>
</context>
<context>
    <name>LessonPanels</name>
    <message>
        <location filename="../../lessons/panels.py" line="164"/>
        <source>The flèche&apos;s name:</source>
        <translation>Le nom de la flèche :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="192"/>
        <source>Click the flèche on the board, or pick it in the list.</source>
        <translation>Cliquez la flèche sur le tablier, ou choisissez-la dans la liste.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="207"/>
        <source>The flèche (B/N):</source>
        <translation>La flèche (B/N) :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="208"/>
        <source>Click it on the board, or pick it in the list.</source>
        <translation>Cliquez-la sur le tablier, ou choisissez-la dans la liste.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="240"/>
        <source>Jan:</source>
        <translation>Jan :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="241"/>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="434"/>
        <location filename="../../lessons/panels.py" line="435"/>
        <source>{colour}&apos;s points:</source>
        <translation>Points de {colour} :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="437"/>
        <source>Give the rencontres one by one: what, for whom, how many points, and where (click the board).</source>
        <translation>Détaillez les rencontres une à une : quoi, pour qui, combien de points, et où (cliquez le tablier).</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="444"/>
        <source>Rencontre</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="445"/>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="446"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="447"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="448"/>
        <source>Jan</source>
        <translation>Jan</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="451"/>
        <source>&amp;Add a rencontre</source>
        <translation>&amp;Ajouter une rencontre</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="452"/>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="512"/>
        <location filename="../../lessons/panels.py" line="563"/>
        <source>off</source>
        <translation>sortie</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="592"/>
        <source>Click a dame on the board, then the flèche where it goes; or pick the move in the lists below.</source>
        <translation>Cliquez une dame sur le tablier, puis la flèche où elle va ; ou choisissez le mouvement dans les listes.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="597"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="598"/>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="599"/>
        <source>A&amp;dd</source>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="600"/>
        <source>&amp;Bear off</source>
        <translation>&amp;Sortir</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="601"/>
        <source>&amp;Undo the move</source>
        <translation>&amp;Annuler le mouvement</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="602"/>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="690"/>
        <source>{throws} throws of 21 chosen, {chances} chances in 36</source>
        <translation>{throws} coups sur 21 choisis, {chances} chances sur 36</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="793"/>
        <source>Points (jetons):</source>
        <translation>Points (jetons) :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="794"/>
        <source>Trous:</source>
        <translation>Trous :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="795"/>
        <source>en bredouille</source>
        <translation>en bredouille</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="796"/>
        <source>The thrower&apos;s choice</source>
        <translation>Le choix du joueur</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="797"/>
        <source>Tenir</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="798"/>
        <source>S&apos;en aller</source>
        <translation>S&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="799"/>
        <source>Given by the exercise: mark what follows from it.</source>
        <translation>Donné par l&apos;exercice : marquez ce qui en suit.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="832"/>
        <source>Choose the winner.</source>
        <translation>Choisissez le gagnant.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="841"/>
        <source>Winner:</source>
        <translation>Gagnant :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="842"/>
        <source>Points of the marqué:</source>
        <translation>Points du marqué :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="873"/>
        <location filename="../../lessons/panels.py" line="898"/>
        <source>{player}&apos;s final total:</source>
        <translation>Total final de {player} :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="893"/>
        <source>Rounded gain:</source>
        <translation>Gain arrondi :</translation>
    </message>
</context>
<context>
    <name>LessonPlayer</name>
    <message>
        <location filename="../../lessons/player.py" line="297"/>
        <location filename="../../lessons/player.py" line="341"/>
        <source>Trictrac Studio — Lessons</source>
        <translation>Trictrac Studio — Leçons</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="298"/>
        <source>Learner:</source>
        <translation>Élève :</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="299"/>
        <source>your name</source>
        <translation>votre nom</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="301"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="301"/>
        <source>Solved</source>
        <translation>Résolus</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="301"/>
        <source>Due</source>
        <translation>À revoir</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="303"/>
        <location filename="../../lessons/player.py" line="322"/>
        <source>&amp;Drill</source>
        <translation>&amp;Entraînement</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="304"/>
        <source>Reset…</source>
        <translation>Remise à zéro…</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="305"/>
        <source>Forget this learner&apos;s progress</source>
        <translation>Oublier la progression de cet élève</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="306"/>
        <source>&amp;Start the exercises</source>
        <translation>&amp;Commencer les exercices</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="307"/>
        <source>Endless &amp;drill</source>
        <translation>&amp;Entraînement sans fin</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="308"/>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="309"/>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="311"/>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="311"/>
        <source>Check the answer (Enter)</source>
        <translation>Vérifier la réponse (Entrée)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="312"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="312"/>
        <source>The next hint (H)</source>
        <translation>L&apos;indice suivant (H)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="313"/>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="313"/>
        <source>Answer again</source>
        <translation>Répondre à nouveau</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="316"/>
        <source>Show the &amp;solution</source>
        <translation>Voir la &amp;solution</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="317"/>
        <source>Show the engine&apos;s answer (counts as missed)</source>
        <translation>Montrer la réponse du moteur (compte comme manqué)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="319"/>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="319"/>
        <source>The next exercise (Ctrl+Right)</source>
        <translation>L&apos;exercice suivant (Ctrl+Droite)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="323"/>
        <source>Exercises made from self-played parties</source>
        <translation>Des exercices tirés de parties jouées par le moteur</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="384"/>
        <source>{count} exercise(s) due for review</source>
        <translation>{count} exercice(s) à revoir</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="388"/>
        <source>&amp;Review ({count} due)</source>
        <translation>&amp;Réviser ({count} à revoir)</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="394"/>
        <source>the default learner</source>
        <translation>l&apos;élève par défaut</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="398"/>
        <source>Reset the progress</source>
        <translation>Remettre la progression à zéro</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="399"/>
        <source>Forget every result and review of {learner}?</source>
        <translation>Oublier tous les résultats et révisions de {learner} ?</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="405"/>
        <source>Progress reset: {count} record(s) forgotten.</source>
        <translation>Progression remise à zéro : {count} résultat(s) oublié(s).</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="448"/>
        <source>Nothing is due for review.</source>
        <translation>Rien n&apos;est à revoir.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="465"/>
        <source>Preparing the drill from self-played parties…</source>
        <translation>Préparation de l&apos;entraînement à partir de parties jouées par le moteur…</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="485"/>
        <source>Self-play offered no exercise for this lesson; try again.</source>
        <translation>Les parties jouées n&apos;ont donné aucun exercice pour cette leçon ; réessayez.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="490"/>
        <source>Drill: {count} new exercises (seed {seed}).</source>
        <translation>Entraînement : {count} nouveaux exercices (graine {seed}).</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="499"/>
        <location filename="../../lessons/player.py" line="593"/>
        <source>Drill</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="500"/>
        <source>The drill could not be made: {error}</source>
        <translation>L&apos;entraînement n&apos;a pu être préparé : {error}</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="593"/>
        <source>Review</source>
        <translation>Révision</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="596"/>
        <source>exercise {number} of {count}</source>
        <translation>exercice {number} sur {count}</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="617"/>
        <location filename="../../lessons/player.py" line="641"/>
        <source>Marqué</source>
        <translation>Marqué</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="617"/>
        <location filename="../../lessons/player.py" line="641"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="652"/>
        <source>No exercise left.</source>
        <translation>Plus aucun exercice.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="660"/>
        <source>{first} at the first try, {helped} with help, {missed} missed.</source>
        <translation>{first} du premier coup, {helped} avec aide, {missed} manqué(s).</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="663"/>
        <source>Well done: the session is over.</source>
        <translation>Bravo : la séance est finie.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="715"/>
        <source>No hint left: show the solution if you are stuck.</source>
        <translation>Plus d&apos;indice : voyez la solution si vous bloquez.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="732"/>
        <source>Correct your answer and check again.</source>
        <translation>Corrigez votre réponse et vérifiez à nouveau.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="759"/>
        <source>{count} more</source>
        <translation>{count} de plus</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="760"/>
        <source>The solution</source>
        <translation>La solution</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="808"/>
        <source>École</source>
        <translation>École</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="809"/>
        <source>{points} points the opponent may claim</source>
        <translation>{points} points que l&apos;adversaire peut marquer</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="812"/>
        <source>Retry, ask a hint, or show the solution.</source>
        <translation>Réessayez, demandez un indice, ou voyez la solution.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="826"/>
        <source>Hint {number}</source>
        <translation>Indice {number}</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="837"/>
        <source>{count} hint(s) available.</source>
        <translation>{count} indice(s) disponible(s).</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="890"/>
        <source>{count} exercises, {solved} solved</source>
        <translation>{count} exercices, {solved} résolus</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="912"/>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../main_window.py" line="224"/>
        <source>Recent &amp;files</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="225"/>
        <source>Editor</source>
        <translation>Édition</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="226"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="227"/>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="309"/>
        <source>{colour} to move</source>
        <translation>Trait à {colour}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="314"/>
        <source>off: {parts}</source>
        <translation>sorties : {parts}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="324"/>
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="326"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="362"/>
        <source>The diagram could not be kept aside: {error}</source>
        <translation>Le diagramme n&apos;a pas pu être mis de côté : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="377"/>
        <source>An unsaved diagram</source>
        <translation>Un diagramme non enregistré</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="378"/>
        <source>A diagram was left unsaved when the studio stopped. Take it up again?</source>
        <translation>Un diagramme n&apos;était pas enregistré quand le studio s&apos;est arrêté. Le reprendre ?</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="383"/>
        <source>Recovered diagram</source>
        <translation>Diagramme repris</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="396"/>
        <source>Unsaved diagram</source>
        <translation>Diagramme non enregistré</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="397"/>
        <source>The diagram has changes that are not saved. Save them?</source>
        <translation>Le diagramme a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="452"/>
        <source>Clear a mark</source>
        <translation>Effacer une marque</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="460"/>
        <source>Clear arrows</source>
        <translation>Effacer les flèches de jeu</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="493"/>
        <source>{point}: empty</source>
        <translation>{point} : vide</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="495"/>
        <source>{point}: {count} × {colour}</source>
        <translation>{point} : {count} × {colour}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="529"/>
        <source>Play {moves}</source>
        <translation>Jouer {moves}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="568"/>
        <source>Copied the code: {code}</source>
        <translation>Code copié : {code}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="577"/>
        <source>Copied a text diagram</source>
        <translation>Diagramme texte copié</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="581"/>
        <source>Copied an image</source>
        <translation>Image copiée</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="591"/>
        <source>Nothing to paste: {error}</source>
        <translation>Rien à coller : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="593"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="594"/>
        <source>Pasted {code}</source>
        <translation>Collé : {code}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="605"/>
        <source>New diagram</source>
        <translation>Nouveau diagramme</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="614"/>
        <source>Open a diagram</source>
        <translation>Ouvrir un diagramme</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="616"/>
        <source>Trictrac diagrams (*{suffix});;Game records and text (*.trictrac *.txt);;All files (*)</source>
        <translation>Diagrammes de trictrac (*{suffix});;Parties et texte (*.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="630"/>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="632"/>
        <location filename="../../main_window.py" line="920"/>
        <source>Open {name}</source>
        <translation>Ouvrir {name}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="662"/>
        <source>Save the diagram</source>
        <translation>Enregistrer le diagramme</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="664"/>
        <source>Trictrac diagrams (*{suffix})</source>
        <translation>Diagrammes de trictrac (*{suffix})</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="675"/>
        <location filename="../../main_window.py" line="725"/>
        <location filename="../../main_window.py" line="758"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="682"/>
        <source>Saved {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="703"/>
        <location filename="../../main_window.py" line="711"/>
        <source>Export as PNG</source>
        <translation>Exporter en PNG</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="705"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="712"/>
        <source>Width in pixels:</source>
        <translation>Largeur en pixels :</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="734"/>
        <source>Export as SVG</source>
        <translation>Exporter en SVG</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="736"/>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="792"/>
        <source>Exported {path}</source>
        <translation>{path} exporté</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="810"/>
        <source>Lesson progress kept in the settings: {error}</source>
        <translation>Progression des leçons conservée dans les paramètres : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="839"/>
        <source>Opening the archive…</source>
        <translation>Ouverture des archives…</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="842"/>
        <source>Archive opened</source>
        <translation>Archives ouvertes</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="844"/>
        <source>The sample archive: {n} parties imported</source>
        <translation>Les archives d&apos;exemple : {n} parties importées</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="857"/>
        <source>Save to the archive</source>
        <translation>Enregistrer dans les archives</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="858"/>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="872"/>
        <location filename="../../main_window.py" line="887"/>
        <location filename="../../main_window.py" line="917"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="873"/>
        <source>Cannot save to the archive: {error}</source>
        <translation>Enregistrement dans les archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="876"/>
        <source>Saved to the archive</source>
        <translation>Enregistré dans les archives</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="888"/>
        <source>Cannot open the archive: {error}</source>
        <translation>Ouverture des archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="892"/>
        <source>Open from the archive</source>
        <translation>Ouvrir depuis les archives</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="895"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="895"/>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="895"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="941"/>
        <source>Move the cursor over the flèches</source>
        <translation>Déplacer le curseur sur les flèches</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="942"/>
        <source>Add a dame at the cursor / remove one</source>
        <translation>Poser une dame au curseur / en ôter une</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="943"/>
        <source>Add a Blanc / Noir dame at the cursor</source>
        <translation>Poser une dame blanche / noire au curseur</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="944"/>
        <source>Empty the flèche at the cursor</source>
        <translation>Vider la flèche du curseur</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="947"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="949"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="949"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../games/new_game_dialog.py" line="115"/>
        <source>Record a partie over the board</source>
        <translation>Relever une partie sur le tablier</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="117"/>
        <source>New partie</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="119"/>
        <source>Partie ordinaire (12 trous)</source>
        <translation>Partie ordinaire (12 trous)</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="120"/>
        <source>Partie à écrire (marqués)</source>
        <translation>Partie à écrire (marqués)</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="121"/>
        <source>à tourner</source>
        <translation>à tourner</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="122"/>
        <source>à la chouette (the first player against the others)</source>
        <translation>à la chouette (le premier joueur contre les autres)</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="123"/>
        <source>Players mark their own points (écoles may be claimed)</source>
        <translation>Chacun marque ses points lui-même (on peut envoyer à l&apos;école)</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="124"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="125"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="126"/>
        <source>Marqués</source>
        <translation>Marqués</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="127"/>
        <source>At three</source>
        <translation>À trois</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="128"/>
        <source>Bearing off</source>
        <translation>Sortie des dames</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="129"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="131"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="132"/>
        <source>a person</source>
        <translation>une personne</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="133"/>
        <source>the computer</source>
        <translation>l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="134"/>
        <source>Conventions</source>
        <translation>Conventions</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="135"/>
        <source>parisienne</source>
        <translation>parisienne</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="136"/>
        <source>provinciale</source>
        <translation>provinciale</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="137"/>
        <source>jan de rencontre</source>
        <translation>jan de rencontre</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="138"/>
        <source>Margot la fendue</source>
        <translation>Margot la fendue</translation>
    </message>
    <message>
        <location filename="../../games/new_game_dialog.py" line="139"/>
        <source>pile de misère</source>
        <translation>pile de misère</translation>
    </message>
</context>
<context>
    <name>PlayWidget</name>
    <message>
        <location filename="../../games/play_widget.py" line="303"/>
        <source>Type the primauté as Blanc&apos;s die, Noir&apos;s die: 5-3</source>
        <translation>Tapez la primauté : le dé de Blanc, puis celui de Noir, ainsi : 5-3</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="309"/>
        <source>Type the throw as two dice from 1 to 6, such as 6-5.</source>
        <translation>Tapez le coup comme deux dés de 1 à 6, par exemple 6-5.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="333"/>
        <source>Choose a play in the list (or click a dame, then its destination).</source>
        <translation>Choisissez un coup dans la liste (ou cliquez sur une dame, puis sur sa destination).</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="353"/>
        <source>Taken back.</source>
        <translation>Saisie reprise.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="357"/>
        <source>Nothing to take back: the last input has been answered.</source>
        <translation>Rien à reprendre : la dernière saisie a déjà reçu sa réponse.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="406"/>
        <source>No legal play moves this dame.</source>
        <translation>Aucun coup légal ne déplace cette dame.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="425"/>
        <source>Choose how the throw is completed, in the list or on the board.</source>
        <translation>Choisissez comment achever le coup, dans la liste ou sur le tablier.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="536"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="537"/>
        <source>&amp;Throw the dice</source>
        <translation>&amp;Jeter les dés</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="538"/>
        <source>Enter</source>
        <translation>Saisir</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="539"/>
        <source>Type the throw as it fell, e.g. 6-5, then Enter</source>
        <translation>Tapez le coup tel qu&apos;il est tombé, par exemple 6-5, puis Entrée</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="540"/>
        <source>Legal plays</source>
        <translation>Coups légaux</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="541"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="542"/>
        <source>A trou is won</source>
        <translation>Un trou est gagné</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="543"/>
        <source>&amp;Hold (tenir)</source>
        <translation>&amp;Tenir</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="544"/>
        <source>&amp;Leave (s&apos;en aller)</source>
        <translation>&amp;S&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="546"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="547"/>
        <source>and s&apos;en aller</source>
        <translation>et s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="548"/>
        <source>&amp;Declare</source>
        <translation>&amp;Annoncer</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="549"/>
        <source>É&amp;cole !</source>
        <translation>É&amp;cole !</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="550"/>
        <source>&amp;No claim</source>
        <translation>&amp;Pas d&apos;école</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="551"/>
        <source>&amp;Undo the last input</source>
        <translation>&amp;Reprendre la dernière saisie</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="552"/>
        <source>S&amp;kip: play it at once</source>
        <translation>&amp;Passer : le jouer d&apos;un coup</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="554"/>
        <source>The computer&apos;s play is shown move by move; click to see it whole</source>
        <translation>Le coup de l&apos;ordinateur est montré dame par dame ; cliquez pour le voir en entier</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="556"/>
        <source>Throws and plays</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="561"/>
        <location filename="../../games/play_widget.py" line="690"/>
        <source>-- (no play)</source>
        <translation>-- (aucun coup)</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="622"/>
        <source>&lt;b&gt;The partie is over&lt;/b&gt;: {who}.</source>
        <translation>&lt;b&gt;La partie est finie&lt;/b&gt; : {who}.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="623"/>
        <source>partie nulle</source>
        <translation>partie nulle</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="625"/>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="628"/>
        <source>&lt;b&gt;Primauté&lt;/b&gt;: each throws one die; the higher plays both.</source>
        <translation>&lt;b&gt;Primauté&lt;/b&gt; : chacun jette un dé ; le plus fort joue les deux.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="632"/>
        <source>to throw</source>
        <translation>doit jeter</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="633"/>
        <source>to hold or leave</source>
        <translation>doit tenir ou s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="634"/>
        <source>to play {throw}</source>
        <translation>doit jouer {throw}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="635"/>
        <source>to mark his points</source>
        <translation>doit marquer ses points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="636"/>
        <source>may claim an école</source>
        <translation>peut envoyer à l&apos;école</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="640"/>
        <source>the computer is thinking…</source>
        <translation>l&apos;ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="644"/>
        <source>{name}: {trous}, {points}</source>
        <translation>{name} : {trous}, {points}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="652"/>
        <source>Marqué {n}</source>
        <translation>Marqué {n}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="655"/>
        <source>Mark your points from your throw</source>
        <translation>Marquez les points de votre coup</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="657"/>
        <source>Mark what the opponent&apos;s throw gave you</source>
        <translation>Marquez ce que le coup de l&apos;adversaire vous donne</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="659"/>
        <source>Mark your points</source>
        <translation>Marquez vos points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="663"/>
        <source>{name} marked {points} points and leaves. École ?</source>
        <translation>{name} a marqué {points} points et s&apos;en va. École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="665"/>
        <source>{name} marked {points} points. École ?</source>
        <translation>{name} a marqué {points} points. École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="669"/>
        <source>École ?</source>
        <translation>École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="673"/>
        <source>Now marqué {n}: {w} {tw} – {b} {tb} trous</source>
        <translation>Marqué {n} en cours : {w} {tw} – {b} {tb} trous</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="736"/>
        <source>&lt;b&gt;{who} {throw}&lt;/b&gt;: no points</source>
        <translation>&lt;b&gt;{who} {throw}&lt;/b&gt; : aucun point</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="753"/>
        <source>par moins</source>
        <translation>par moins</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="755"/>
        <source>par trop</source>
        <translation>par trop</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="757"/>
        <source>{who} declared {d}, the laws give {t}: école {kind} of {p} points</source>
        <translation>{who} a annoncé {d}, les lois donnent {t} : école {kind} de {p} points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="761"/>
        <source>{who} declared {d}: right</source>
        <translation>{who} a annoncé {d} : juste</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="763"/>
        <source>claimed {c}, {a} marked</source>
        <translation>{c} réclamés, {a} marqués</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="767"/>
        <source>fausse école of {f}</source>
        <translation>fausse école de {f}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="771"/>
        <source>Écoles marked: {totals}</source>
        <translation>Écoles marquées : {totals}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="786"/>
        <source>Complete the play</source>
        <translation>Achever le coup</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <location filename="../../games/replay_widget.py" line="219"/>
        <source>Throw and play</source>
        <translation>Coup et jeu</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="219"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="219"/>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="222"/>
        <source>|◀ First</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="223"/>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="224"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="225"/>
        <source>Last ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="226"/>
        <source>Go to throw…</source>
        <translation>Aller au coup…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="227"/>
        <source>Next scoring event</source>
        <translation>Prochain coup qui marque</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="228"/>
        <source>Add a variation…</source>
        <translation>Ajouter une variante…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="229"/>
        <source>Play a variation on the board</source>
        <translation>Jouer une variante sur le tablier</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="230"/>
        <source>Analyse the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="231"/>
        <source>Booklet with the analysis…</source>
        <translation>Livret avec l&apos;analyse…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="236"/>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="237"/>
        <source>The throw of the variation, e.g. 6-5, then Enter</source>
        <translation>Le coup de dés de la variante, par exemple 6-5, puis Entrée</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="246"/>
        <location filename="../../games/replay_widget.py" line="341"/>
        <source>variation {n}</source>
        <translation>variante {n}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="398"/>
        <source>Analysing: %v of %m choices</source>
        <translation>Analyse : %v choix sur %m</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="429"/>
        <source>The game could not be analysed: {error}</source>
        <translation>La partie n&apos;a pas pu être analysée : {error}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="453"/>
        <location filename="../../games/replay_widget.py" line="513"/>
        <source>Booklet with the tutor&apos;s analysis</source>
        <translation>Livret avec l&apos;analyse du tuteur</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="455"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="508"/>
        <source>The booklet could not be written: {error}</source>
        <translation>Le livret n&apos;a pas pu être écrit : {error}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="551"/>
        <source>The tutor&apos;s analysis</source>
        <translation>L&apos;analyse du tuteur</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="613"/>
        <source>{name}: {trous}, {points}</source>
        <translation>{name} : {trous}, {points}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="620"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="620"/>
        <source>Throw {n}</source>
        <translation>Coup {n}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="622"/>
        <source>(variation)</source>
        <translation>(variante)</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="687"/>
        <source>Go to throw</source>
        <translation>Aller au coup</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="688"/>
        <source>Throw number:</source>
        <translation>Numéro du coup :</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="767"/>
        <location filename="../../games/replay_widget.py" line="828"/>
        <source>Choose a throw first: a variation replaces it.</source>
        <translation>Choisissez d&apos;abord un coup : une variante le remplace.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="770"/>
        <source>A variation replaces a throw.</source>
        <translation>Une variante remplace un coup.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="810"/>
        <source>Add a variation</source>
        <translation>Ajouter une variante</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="811"/>
        <source>The throw and the play instead (e.g. 6-5 B1-B7 B1-B6):</source>
        <translation>Le coup et le jeu à la place (par exemple 6-5 B1-B7 B1-B6) :</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="832"/>
        <source>In a partie with écoles, type the variation (Add a variation…).</source>
        <translation>Dans une partie avec écoles, tapez la variante (Ajouter une variante…).</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="866"/>
        <source>Variation: {who} plays {throw} — click a dame, then where it goes.</source>
        <translation>Variante : {who} joue {throw} — cliquez une dame, puis sa flèche d&apos;arrivée.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="870"/>
        <source>Variation: the partie is over.</source>
        <translation>Variante : la partie est finie.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="872"/>
        <source>Variation: {who}&apos;s throw (type it, then Enter).</source>
        <translation>Variante : le coup de dés de {who} (tapez-le, puis Entrée).</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="886"/>
        <source>No variation is being played.</source>
        <translation>Aucune variante n&apos;est en cours.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="922"/>
        <source>A trou is won</source>
        <translation>Un trou est gagné</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="923"/>
        <source>S&apos;en aller (leave)? No: tenir (hold).</source>
        <translation>S&apos;en aller ? Non : tenir.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1003"/>
        <source>No legal play moves this dame.</source>
        <translation>Aucun coup légal ne déplace cette dame.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1031"/>
        <source>end of the marqué: refait at {trous} trous</source>
        <translation>fin du marqué : refait à {trous} trous</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1032"/>
        <source>end of the marqué: {winner} wins it, {trous} trous, {points} points</source>
        <translation>fin du marqué : {winner} le gagne, {trous} trous, {points} points</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1037"/>
        <source>end of the partie: partie nulle</source>
        <translation>fin de la partie : partie nulle</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1038"/>
        <source>end of the partie: {winner} wins</source>
        <translation>fin de la partie : {winner} gagne</translation>
    </message>
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="57"/>
        <source>&lt;b&gt;Partie à écrire&lt;/b&gt; — scoresheet</source>
        <translation>&lt;b&gt;Partie à écrire&lt;/b&gt; — feuille de marque</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="81"/>
        <source>No partie à écrire.</source>
        <translation>Pas de partie à écrire.</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="83"/>
        <source>Refaits</source>
        <translation>Refaits</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="91"/>
        <source>Marqué {n}</source>
        <translation>Marqué {n}</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="92"/>
        <source>Final</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="112"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="113"/>
        <source>Gross gain: &lt;b&gt;{gross}&lt;/b&gt; to {winner} · rounded: &lt;b&gt;{rounded}&lt;/b&gt;</source>
        <translation>Gain brut : &lt;b&gt;{gross}&lt;/b&gt; pour {winner} · arrondi : &lt;b&gt;{rounded}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../games/scoresheet_widget.py" line="117"/>
        <source>No marqué won yet.</source>
        <translation>Aucun marqué gagné pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message>
        <location filename="../../games/turns.py" line="73"/>
        <source>{points} for {colour}</source>
        <translation>{points} pour {colour}</translation>
    </message>
</context>
</TS>
