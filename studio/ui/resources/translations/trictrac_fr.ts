<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../about.py" line="30" />
        <source>The desktop workshop for the grand trictrac: positions, analysis, records, lessons and print.</source>
        <translation>L'atelier du grand trictrac : positions, analyse, parties, leçons et impression.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="32" />
        <source>The rules follow the old French treatises; where they disagree, the choice is a named convention.</source>
        <translation>Les règles suivent les anciens traités ; là où ils divergent, le choix est une convention nommée.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="36" />
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Logiciel libre sous licence publique générale GNU, version 3 ou ultérieure.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="43" />
        <source>About Trictrac Studio</source>
        <translation>À propos de Trictrac Studio</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../actions.py" line="43" />
        <source>&amp;New diagram</source>
        <translation>&amp;Nouveau diagramme</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="45" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="46" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="47" />
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="51" />
        <source>Open from the a&amp;rchive…</source>
        <translation>Ouvrir depuis les a&amp;rchives…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="56" />
        <source>Save to the ar&amp;chive</source>
        <translation>Enregistrer dans les ar&amp;chives</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="58" />
        <source>Export as &amp;PNG…</source>
        <translation>Exporter en &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="60" />
        <source>Export as S&amp;VG…</source>
        <translation>Exporter en S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="62" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="64" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="65" />
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="66" />
        <source>&amp;Copy the code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="68" />
        <source>Copy a &amp;text diagram</source>
        <translation>Copier un diagramme &amp;texte</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="70" />
        <source>Copy an &amp;image</source>
        <translation>Copier une &amp;image</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="71" />
        <source>&amp;Paste anything</source>
        <translation>&amp;Coller</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="73" />
        <source>&amp;Starting position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="75" />
        <source>&amp;Empty board</source>
        <translation>Tablier &amp;vide</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="77" />
        <source>All on the &amp;talons</source>
        <translation>Tout sur les &amp;talons</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="80" />
        <source>Switch the colour to &amp;move</source>
        <translation>Changer le &amp;trait</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="82" />
        <source>&amp;Roll the dice</source>
        <translation>&amp;Jeter les dés</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="83" />
        <source>Re&amp;move the dice</source>
        <translation>&amp;Retirer les dés</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="87" />
        <source>Clear the &amp;annotations</source>
        <translation>Effacer les &amp;annotations</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="95" />
        <source>&amp;Blanc dame</source>
        <translation>Dame &amp;blanche</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="102" />
        <source>Click adds a Blanc dame, right click removes, drag moves</source>
        <translation>Un clic pose une dame blanche, le clic droit en ôte une, glisser la déplace</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="107" />
        <source>&amp;Noir dame</source>
        <translation>Dame &amp;noire</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="114" />
        <source>Click adds a Noir dame, right click removes, drag moves</source>
        <translation>Un clic pose une dame noire, le clic droit en ôte une, glisser la déplace</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="119" />
        <source>&amp;Eraser</source>
        <translation>&amp;Gomme</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="126" />
        <source>Click removes a dame</source>
        <translation>Un clic ôte une dame</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="131" />
        <source>&amp;Arrow</source>
        <translation>&amp;Flèche de jeu</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="138" />
        <source>Drag from one flèche to another draws an arrow (again: removes it)</source>
        <translation>Glisser d'une flèche à une autre trace une flèche de jeu (de nouveau : l'efface)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="143" />
        <source>&amp;Mark</source>
        <translation>&amp;Marque</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="150" />
        <source>Click writes a letter or glyph on a flèche (again: removes it)</source>
        <translation>Un clic écrit une lettre ou un signe sur une flèche (de nouveau : l'efface)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="153" />
        <source>&amp;Flip the board</source>
        <translation>&amp;Retourner le tablier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="157" />
        <source>Talons on the &amp;right</source>
        <translation>Talons à &amp;droite</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="165" />
        <source>&amp;Analysis panel</source>
        <translation>Panneau d'&amp;analyse</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="171" />
        <source>&amp;Editor panel</source>
        <translation>Panneau d'é&amp;dition</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="189" />
        <source>Follow the &amp;system</source>
        <translation>Comme le &amp;système</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="200" />
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="211" />
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="222" />
        <source>&amp;Print (black on white)</source>
        <translation>&amp;Impression (noir sur blanc)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="236" />
        <source>&amp;Apply the selected play</source>
        <translation>&amp;Jouer le coup choisi</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="243" />
        <source>&amp;Rencontres</source>
        <translation>&amp;Rencontres</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="251" />
        <source>&amp;Legal plays</source>
        <translation>Coups &amp;légaux</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="257" />
        <source>&amp;Chances</source>
        <translation>&amp;Chances</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="261" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="264" />
        <source>&amp;About Trictrac Studio</source>
        <translation>À &amp;propos de Trictrac Studio</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="270" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="271" />
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="272" />
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="273" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="274" />
        <source>&amp;Notation</source>
        <translation>&amp;Notation</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="275" />
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="276" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="277" />
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="278" />
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../analysis_panel.py" line="308" />
        <source>No dice: choose a throw to see what it scores.</source>
        <translation>Pas de dés : choisissez un coup pour voir ce qu'il marque.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="312" />
        <location filename="../../analysis_panel.py" line="379" />
        <location filename="../../analysis_panel.py" line="432" />
        <source>The position breaks the laws of the tablier: see the warnings.</source>
        <translation>La position enfreint les lois du tablier : voyez les avertissements.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="320" />
        <source>{colour} throws {dice} ({name}): {totals}</source>
        <translation>{colour} jette {dice} ({name}) : {totals}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="327" />
        <source>{colour} throws {dice}: nothing is scored.</source>
        <translation>{colour} jette {dice} : rien n'est marqué.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="375" />
        <source>No dice: choose a throw to see the legal plays.</source>
        <translation>Pas de dés : choisissez un coup pour voir les coups légaux.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="384" />
        <source>{colour} plays {dice}: {count} legal plays (one per resulting position).</source>
        <translation>{colour} joue {dice} : {count} coups légaux (un par position obtenue).</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="398" />
        <source>unplayed: {numbers}</source>
        <translation>non joués : {numbers}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="437" />
        <source>What each of the 21 throws scores when {colour} throws, and its chances out of 36.</source>
        <translation>Ce que marque chacun des 21 coups quand {colour} jette, et ses chances sur 36.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="459" />
        <source>Expected points per throw: {values}</source>
        <translation>Points espérés par coup : {values}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="479" />
        <source>Rencontres</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="480" />
        <source>Legal plays</source>
        <translation>Coups légaux</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="481" />
        <location filename="../../analysis_panel.py" line="497" />
        <source>Chances</source>
        <translation>Chances</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="484" />
        <source>Rencontre</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="485" />
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="486" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="487" />
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="491" />
        <source>Moves</source>
        <translation>Marches</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="491" />
        <source>Jans</source>
        <translation>Jans</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="491" />
        <source>Unplayed</source>
        <translation>Non joués</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="495" />
        <source>Throw</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="496" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="502" />
        <source>&amp;Apply the play</source>
        <translation>&amp;Jouer ce coup</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../editor.py" line="119" />
        <source>Add a dame on {point}</source>
        <translation>Poser une dame sur {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="124" />
        <source>Remove a dame from {point}</source>
        <translation>Ôter une dame de {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="130" />
        <source>Empty {point}</source>
        <translation>Vider {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="135" />
        <source>Set {point}</source>
        <translation>Régler {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="142" />
        <source>Take a dame off {point}</source>
        <translation>Sortir une dame de {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="144" />
        <source>Move a dame from {origin} to {target}</source>
        <translation>Déplacer une dame de {origin} à {target}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="163" />
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="167" />
        <source>Empty board</source>
        <translation>Tablier vide</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="171" />
        <source>All on the talons</source>
        <translation>Tout sur les talons</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="176" />
        <source>Colour to move</source>
        <translation>Trait</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="179" />
        <source>Relevé throw counts</source>
        <translation>Coups du relevé</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="182" />
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="185" />
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="188" />
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="191" />
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="195" />
        <source>Arrow {arrow}</source>
        <translation>Flèche de jeu {arrow}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="202" />
        <source>Mark on {point}</source>
        <translation>Marque sur {point}</translation>
    </message>
    <message>
        <location filename="../../editor.py" line="210" />
        <source>Clear the annotations</source>
        <translation>Effacer les annotations</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <location filename="../../editor_panel.py" line="312" />
        <source>{colour}: {board} on the tablier, {off} off</source>
        <translation>{colour} : {board} sur le tablier, {off} sorties</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="324" />
        <source>A legal position</source>
        <translation>Position légale</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="340" />
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="341" />
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="342" />
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="343" />
        <source>Relevé: throws made</source>
        <translation>Relevé : coups joués</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="344" />
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="345" />
        <source>Annotations and texts</source>
        <translation>Annotations et textes</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="349" />
        <source>To move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="350" />
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="351" />
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="352" />
        <source>On the talons</source>
        <translation>Sur les talons</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="353" />
        <source>The starting position, a fresh score</source>
        <translation>La position de départ, marque à zéro</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="354" />
        <source>No dame on the tablier</source>
        <translation>Aucune dame sur le tablier</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="356" />
        <source>Every dame back on its talon (a new relevé), the score kept</source>
        <translation>Toutes les dames sur leur talon (un nouveau relevé), la marque gardée</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="358" />
        <source>Roll</source>
        <translation>Jeter</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="359" />
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="362" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="362" />
        <source>Trous</source>
        <translation>Trous</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="362" />
        <source>Bredouille</source>
        <translation>Bredouille</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="366" />
        <source>Pavillon</source>
        <translation>Pavillon</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="367" />
        <source>Known</source>
        <translation>Connus</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="368" />
        <source>Arrow colour</source>
        <translation>Couleur des flèches</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="369" />
        <source>Mark</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="371" />
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="372" />
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="373" />
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="374" />
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="375" />
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="380" />
        <source>The glyph the mark tool writes (empty: the next letter)</source>
        <translation>Le signe qu'écrit l'outil Marque (vide : la lettre suivante)</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="381" />
        <source>Clear the annotations</source>
        <translation>Effacer les annotations</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="382" />
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="383" />
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../editor_panel.py" line="384" />
        <source>A caption printed under the diagram</source>
        <translation>Une légende imprimée sous le diagramme</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../main_window.py" line="205" />
        <source>Recent &amp;files</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="206" />
        <source>Editor</source>
        <translation>Édition</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="207" />
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="208" />
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="286" />
        <source>{colour} to move</source>
        <translation>Trait à {colour}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="290" />
        <source>off: {parts}</source>
        <translation>sorties : {parts}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="300" />
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="302" />
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="358" />
        <source>Clear a mark</source>
        <translation>Effacer une marque</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="366" />
        <source>Clear arrows</source>
        <translation>Effacer les flèches de jeu</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="399" />
        <source>{point}: empty</source>
        <translation>{point} : vide</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="401" />
        <source>{point}: {count} × {colour}</source>
        <translation>{point} : {count} × {colour}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="435" />
        <source>Play {moves}</source>
        <translation>Jouer {moves}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="474" />
        <source>Copied the code: {code}</source>
        <translation>Code copié : {code}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="483" />
        <source>Copied a text diagram</source>
        <translation>Diagramme texte copié</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="487" />
        <source>Copied an image</source>
        <translation>Image copiée</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="497" />
        <source>Nothing to paste: {error}</source>
        <translation>Rien à coller : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="499" />
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="500" />
        <source>Pasted {code}</source>
        <translation>Collé : {code}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="509" />
        <source>New diagram</source>
        <translation>Nouveau diagramme</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="516" />
        <source>Open a diagram</source>
        <translation>Ouvrir un diagramme</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="518" />
        <source>Trictrac diagrams (*{suffix});;Game records and text (*.trictrac *.txt);;All files (*)</source>
        <translation>Diagrammes de trictrac (*{suffix});;Parties et texte (*.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="532" />
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="534" />
        <location filename="../../main_window.py" line="706" />
        <source>Open {name}</source>
        <translation>Ouvrir {name}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="552" />
        <source>Save the diagram</source>
        <translation>Enregistrer le diagramme</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="554" />
        <source>Trictrac diagrams (*{suffix})</source>
        <translation>Diagrammes de trictrac (*{suffix})</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="565" />
        <location filename="../../main_window.py" line="609" />
        <location filename="../../main_window.py" line="636" />
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="572" />
        <source>Saved {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="589" />
        <location filename="../../main_window.py" line="595" />
        <source>Export as PNG</source>
        <translation>Exporter en PNG</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="589" />
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="596" />
        <source>Width in pixels:</source>
        <translation>Largeur en pixels :</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="614" />
        <source>Export as SVG</source>
        <translation>Exporter en SVG</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="614" />
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="645" />
        <source>Save to the archive</source>
        <translation>Enregistrer dans les archives</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="646" />
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="658" />
        <location filename="../../main_window.py" line="673" />
        <location filename="../../main_window.py" line="703" />
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="659" />
        <source>Cannot save to the archive: {error}</source>
        <translation>Enregistrement dans les archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="662" />
        <source>Saved to the archive</source>
        <translation>Enregistré dans les archives</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="674" />
        <source>Cannot open the archive: {error}</source>
        <translation>Ouverture des archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="678" />
        <source>Open from the archive</source>
        <translation>Ouvrir depuis les archives</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="681" />
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="681" />
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="681" />
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="727" />
        <source>Move the cursor over the flèches</source>
        <translation>Déplacer le curseur sur les flèches</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="728" />
        <source>Add a dame at the cursor / remove one</source>
        <translation>Poser une dame au curseur / en ôter une</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="729" />
        <source>Add a Blanc / Noir dame at the cursor</source>
        <translation>Poser une dame blanche / noire au curseur</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="730" />
        <source>Empty the flèche at the cursor</source>
        <translation>Vider la flèche du curseur</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="733" />
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="735" />
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="735" />
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
</TS>