<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dossier des données</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Dossier du journal</translation>
    </message>
    <message>
        <source>It runs on:</source>
        <translation>Il repose sur :</translation>
    </message>
    <message>
        <source>The licences of everything the studio ships, and their texts, are in this folder:</source>
        <translation>Les licences de tout ce que le studio embarque, et leurs textes, sont dans ce dossier :</translation>
    </message>
    <message>
        <source>Each package&apos;s licence text is installed with it.</source>
        <translation>Le texte de la licence de chaque paquet est installé avec lui.</translation>
    </message>
    <message>
        <source>Your games and settings stay in these folders when the studio is uninstalled:</source>
        <translation>Vos parties et vos réglages restent dans ces dossiers quand le studio est désinstallé :</translation>
    </message>
    <message>
        <location filename="../../about.py" line="27"/>
        <source>The desktop workshop for the grand trictrac: positions, analysis, records, lessons and print.</source>
        <translation>L&apos;atelier du grand trictrac : positions, analyse, parties, leçons et impression.</translation>
    </message>
    <message>
        <location filename="../../about.py" line="29"/>
        <source>The rules follow the old French treatises; where they disagree, the choice is a named convention.</source>
        <translation>Les règles suivent les anciens traités ; là où ils divergent, le choix est une convention nommée.</translation>
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
        <source>White and black dames ringed in yellow on a black board, and every window in high contrast</source>
        <translation>Dames blanches et dames noires cerclées de jaune sur un tablier noir, et toutes les fenêtres en contraste élevé</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Co&amp;ntraste élevé</translation>
    </message>
    <message>
        <source>E&amp;xplorer</source>
        <translation>E&amp;xplorateur</translation>
    </message>
    <message>
        <source>The plays made from the board&apos;s position across the archive</source>
        <translation>Les coups joués depuis la position du tablier dans toutes les archives</translation>
    </message>
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
        <source>Copy a te&amp;xt diagram</source>
        <translation>Copier un diagramme te&amp;xte</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="124"/>
        <source>Copy an &amp;image</source>
        <translation>Copier une &amp;image</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="125"/>
        <source>&amp;Paste anything</source>
        <translation>C&amp;oller</translation>
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
        <translation>C&amp;hanger le trait</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="136"/>
        <source>R&amp;oll the dice</source>
        <translation>&amp;Jeter les dés</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="137"/>
        <source>Remove the &amp;dice</source>
        <translation>R&amp;etirer les dés</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="141"/>
        <source>Clear the &amp;annotations</source>
        <translation>E&amp;ffacer les annotations</translation>
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
        <translation>Glisser d&apos;une flèche à une autre trace une flèche de jeu (de nouveau : l&apos;efface)</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="197"/>
        <source>&amp;Mark</source>
        <translation>&amp;Marque</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="204"/>
        <source>Click writes a letter or glyph on a flèche (again: removes it)</source>
        <translation>Un clic écrit une lettre ou un signe sur une flèche (de nouveau : l&apos;efface)</translation>
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
        <translation>Panneau d&apos;éd&amp;ition</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Aller au ta&amp;blier</translation>
    </message>
    <message>
        <source>Put the keyboard on the board: the arrows move the cursor, + and − edit</source>
        <translation>Mettre le clavier sur le tablier : les flèches du clavier déplacent le curseur, + et − modifient</translation>
    </message>
    <message>
        <source>Next &amp;panel</source>
        <translation>Panneau &amp;suivant</translation>
    </message>
    <message>
        <source>Put the keyboard on the next panel: the board, the editor, the analysis, the archive</source>
        <translation>Mettre le clavier sur le panneau suivant : le tablier, l&apos;édition, l&apos;analyse, les archives</translation>
    </message>
    <message>
        <source>Pre&amp;vious panel</source>
        <translation>Panneau &amp;précédent</translation>
    </message>
    <message>
        <source>Put the keyboard on the previous panel</source>
        <translation>Mettre le clavier sur le panneau précédent</translation>
    </message>
    <message>
        <location filename="../../actions.py" line="243"/>
        <source>Follow the &amp;system</source>
        <translation>Comme le s&amp;ystème</translation>
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
        <source>Lesso&amp;ns</source>
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
    <message>
        <source>&amp;Puzzles from the archive…</source>
        <translation>&amp;Problèmes tirés des archives…</translation>
    </message>
    <message>
        <source>Find the best play where a player of the archive erred</source>
        <translation>Trouver le meilleur jeu là où un joueur des archives s&apos;est trompé</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>I&amp;mprimer…</translation>
    </message>
    <message>
        <source>Print previe&amp;w…</source>
        <translation>Aperç&amp;u avant impression…</translation>
    </message>
    <message>
        <source>Print the diagram (a booklet or a scoresheet: from its export dialog)</source>
        <translation>Imprimer le diagramme (un livret ou une feuille de marque : depuis son dialogue d&apos;export)</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>&lt;b&gt;{moves}&lt;/b&gt;: {mean} ± {half} (1-ply {static})</source>
        <translation>&lt;b&gt;{moves}&lt;/b&gt; : {mean} ± {half} (profondeur 1 : {static})</translation>
    </message>
    <message>
        <source>Rolled out: {trials} trials of {throws} throws, the same dice for each play, on {workers} processes; equity for {colour}, mean ± half its 95 % interval:</source>
        <translation>Simulé : {trials} essais de {throws} coups de dés, les mêmes dés pour chaque coup, sur {workers} processus ; équité pour {colour}, moyenne ± la moitié de son intervalle à 95 % :</translation>
    </message>
    <message>
        <source>Rolling out failed: {error}</source>
        <translation>La simulation a échoué : {error}</translation>
    </message>
    <message>
        <source>Rolling out: stopped.</source>
        <translation>Simulation : arrêtée.</translation>
    </message>
    <message>
        <source>How many times each play is played on</source>
        <translation>Combien de fois la suite de chaque coup est jouée</translation>
    </message>
    <message>
        <source>Play the best plays on many times with the same dice, both sides by the tutor, on both cores</source>
        <translation>Jouer la suite des meilleurs coups bien des fois avec les mêmes dés, les deux camps menés par le tuteur, sur les deux cœurs du processeur</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Essais :</translation>
    </message>
    <message>
        <source>Roll out</source>
        <translation>Simuler</translation>
    </message>
    <message>
        <source>Looking deeper: stopped.</source>
        <translation>Examen plus profond : arrêté.</translation>
    </message>
    <message>
        <source>Looked at 2-ply: each of the best plays against the opponent&apos;s 21 throws and his best reply.</source>
        <translation>Examiné à la profondeur 2 : chacun des meilleurs coups contre les 21 jets de l&apos;adversaire et sa meilleure réponse.</translation>
    </message>
    <message>
        <source>valued at 1-ply only</source>
        <translation>évalué à la profondeur 1 seulement</translation>
    </message>
    <message>
        <source>Look deeper (2-ply)</source>
        <translation>Voir plus loin (profondeur 2)</translation>
    </message>
    <message>
        <source>Rank the best plays again against the opponent&apos;s 21 throws and his best reply</source>
        <translation>Classer de nouveau les meilleurs coups contre les 21 jets de l&apos;adversaire et sa meilleure réponse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="389"/>
        <source>No dice: choose a throw to see what it scores.</source>
        <translation>Pas de dés : choisissez un coup pour voir ce qu&apos;il marque.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="174"/>
        <source>The position breaks the laws of the tablier: see the warnings.</source>
        <translation>La position enfreint les lois du tablier : voyez les avertissements.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="399"/>
        <source>{colour} throws {dice} ({name}): {totals}</source>
        <translation>{colour} jette {dice} ({name}) : {totals}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="406"/>
        <source>{colour} throws {dice}: nothing is scored. Why, rencontre by rencontre:</source>
        <translation>{colour} jette {dice} : rien n&apos;est marqué. Pourquoi, rencontre par rencontre :</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="542"/>
        <source>No dice: choose a throw to see the legal plays.</source>
        <translation>Pas de dés : choisissez un coup pour voir les coups légaux.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="549"/>
        <source>{colour} plays {dice}: one legal play.</source>
        <translation>{colour} joue {dice} : un seul coup légal.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="551"/>
        <source>{colour} plays {dice}: {count} legal plays (one per resulting position).</source>
        <translation>{colour} joue {dice} : {count} coups légaux (un par position obtenue).</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="598"/>
        <source>unplayed: {numbers}</source>
        <translation>non joués : {numbers}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="638"/>
        <source>What each of the 21 throws scores when {colour} throws, and its chances out of 36.</source>
        <translation>Ce que marque chacun des 21 coups quand {colour} jette, et ses chances sur 36.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="660"/>
        <source>Expected points per throw: {values}</source>
        <translation>Points espérés par coup : {values}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="683"/>
        <source>Rencontres</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="684"/>
        <source>Legal plays</source>
        <translation>Coups légaux</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="685"/>
        <location filename="../../analysis_panel.py" line="707"/>
        <source>Chances</source>
        <translation>Chances</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="688"/>
        <source>Rencontre</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="689"/>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="690"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="691"/>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="696"/>
        <source>Moves</source>
        <translation>Marches</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="699"/>
        <source>Jans</source>
        <translation>Jans</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="700"/>
        <source>Unplayed</source>
        <translation>Non joués</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="705"/>
        <source>Throw</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="706"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="712"/>
        <source>&amp;Apply the play</source>
        <translation>&amp;Jouer ce coup</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="175"/>
        <source>No throw is played from this position (the dames are relevées): see the warnings.</source>
        <translation>Aucun coup ne se joue dans cette position (on relève les dames) : voyez les avertissements.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="586"/>
        <source>fills the {jan}</source>
        <translation>remplit le {jan}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="590"/>
        <source>conserves the {jan}</source>
        <translation>conserve le {jan}</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="594"/>
        <source>the coin taken par puissance</source>
        <translation>coin pris par puissance</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="520"/>
        <source>This throw wins a trou: &lt;b&gt;{choice}&lt;/b&gt;, better by {loss} (tenir {hold}, s&apos;en aller {leave}).</source>
        <translation>Ce coup gagne un trou : &lt;b&gt;{choice}&lt;/b&gt;, meilleur de {loss} (tenir {hold}, s&apos;en aller {leave}).</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="557"/>
        <source>Best first by the tutor, for the score shown (trous–points: {score}); equity for {colour}.</source>
        <translation>Le meilleur d&apos;abord selon le tuteur, pour la marque affichée (trous–points : {score}) ; équité pour {colour}.</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="567"/>
        <source>The tutor is ranking them…</source>
        <translation>Le tuteur les classe…</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="697"/>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <location filename="../../analysis_panel.py" line="698"/>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
</context>
<context>
    <name>ArchiveBrowser</name>
    <message>
        <source>Opening the archive…</source>
        <translation>Ouverture des archives…</translation>
    </message>
    <message>
        <source>Importing the sample parties: {games} games, {done} of {total} files…</source>
        <translation>Import des parties d&apos;exemple : {games} parties, {done} fichiers sur {total}…</translation>
    </message>
    <message>
        <source>Cannot open the archive: {error}</source>
        <translation>Ouverture des archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="133"/>
        <source>Not a position: {error}</source>
        <translation>Ce n&apos;est pas une position : {error}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="256"/>
        <source>Blanc</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="257"/>
        <source>Noir</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="258"/>
        <location filename="../../games/archive_browser.py" line="423"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="259"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="260"/>
        <location filename="../../games/archive_browser.py" line="428"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="261"/>
        <location filename="../../games/archive_browser.py" line="427"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="262"/>
        <source>Throws</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="422"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="424"/>
        <source>From (YYYY-MM-DD)</source>
        <translation>Du (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="425"/>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="426"/>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="429"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="435"/>
        <location filename="../../games/archive_browser.py" line="441"/>
        <source>any</source>
        <translation>indifférent</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="436"/>
        <source>Blanc won</source>
        <translation>Blanc a gagné</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="437"/>
        <source>Noir won</source>
        <translation>Noir a gagné</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="438"/>
        <source>nulle</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="442"/>
        <source>ordinaire</source>
        <translation>ordinaire</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="443"/>
        <source>à écrire</source>
        <translation>à écrire</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="451"/>
        <source>saved filters</source>
        <translation>filtres enregistrés</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="452"/>
        <source>Save filter…</source>
        <translation>Enregistrer le filtre…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="453"/>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="454"/>
        <source>&amp;Search</source>
        <translation>C&amp;hercher</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="457"/>
        <source>a position code, pasted</source>
        <translation>un code de position, collé</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="458"/>
        <source>The &amp;board&apos;s</source>
        <translation>Celle du &amp;tablier</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="459"/>
        <source>Search the games that pass through the board&apos;s position</source>
        <translation>Chercher les parties qui passent par la position du tablier</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="460"/>
        <source>◀ Previous page</source>
        <translation>◀ Page précédente</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="461"/>
        <source>Next page ▶</source>
        <translation>Page suivante ▶</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="462"/>
        <source>Search within the results…</source>
        <translation>Chercher dans les résultats…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="463"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="464"/>
        <source>Record files…</source>
        <translation>Fichiers de parties…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="465"/>
        <source>A folder of records…</source>
        <translation>Un dossier de parties…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="467"/>
        <source>&amp;Open</source>
        <translation>O&amp;uvrir</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="468"/>
        <source>Boo&amp;klet…</source>
        <translation>Li&amp;vret…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="469"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="470"/>
        <source>&amp;Merge duplicates</source>
        <translation>Dou&amp;blons…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="471"/>
        <source>Statistics of the &amp;player</source>
        <translation>Statisti&amp;ques…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="495"/>
        <source>{n} games found</source>
        <translation>{n} parties trouvées</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="497"/>
        <source>(games {first}–{last} shown)</source>
        <translation>(parties {first} à {last} affichées)</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="598"/>
        <source>{names}: the position at throw {n}</source>
        <translation>{names} : la position au coup {n}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="602"/>
        <source>{names}: the last position</source>
        <translation>{names} : la dernière position</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="635"/>
        <source>Save the filter</source>
        <translation>Enregistrer le filtre</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="635"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="669"/>
        <source>Import record files</source>
        <translation>Importer des fichiers de parties</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="671"/>
        <source>Records (*.trictrac *.ttr *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trictrac *.ttr *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="683"/>
        <source>Import a folder of records</source>
        <translation>Importer un dossier de parties</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="694"/>
        <source>Importing…</source>
        <translation>Importation…</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="695"/>
        <location filename="../../games/archive_browser.py" line="729"/>
        <location filename="../../games/archive_browser.py" line="735"/>
        <source>Import</source>
        <translation>Importation</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="704"/>
        <source>{done} of {total} files: {games} games, {duplicates} duplicates, {errors} errors</source>
        <translation>{done} fichiers sur {total} : {games} parties, {duplicates} doublons, {errors} erreurs</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="724"/>
        <source>{games} games imported from {files} files; {duplicates} duplicates skipped.</source>
        <translation>{games} parties importées de {files} fichiers ; {duplicates} doublons écartés.</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="736"/>
        <source>The import failed: {error}</source>
        <translation>L&apos;importation a échoué : {error}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="754"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="755"/>
        <source>Delete {n} games from the archive?</source>
        <translation>Supprimer {n} parties des archives ?</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="769"/>
        <source>No duplicates.</source>
        <translation>Aucun doublon.</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="774"/>
        <source>Merge duplicates</source>
        <translation>Fusionner les doublons</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="775"/>
        <source>{g} parties are archived more than once: keep the first of each and delete {n}?</source>
        <translation>{g} parties sont archivées plus d&apos;une fois : garder la première de chacune et supprimer les {n} autres ?</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="803"/>
        <source>Type a player&apos;s name (or select one of his games).</source>
        <translation>Tapez le nom d&apos;un joueur (ou choisissez une de ses parties).</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="808"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {g} games ({w} as Blanc, {b} as Noir) — won {won}, lost {lost}, nulles {d}, unfinished {u}; score {s:.0%}&lt;br&gt;variants: {v}&lt;br&gt;most played: {o}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; : {g} parties ({w} comme Blanc, {b} comme Noir) — {won} gagnées, {lost} perdues, {d} nulles, {u} inachevées ; score {s:.0%}&lt;br&gt;variantes : {v}&lt;br&gt;adversaires les plus fréquents : {o}</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="491"/>
        <source>No game found</source>
        <translation>Aucune partie trouvée</translation>
    </message>
    <message>
        <location filename="../../games/archive_browser.py" line="493"/>
        <source>1 game found</source>
        <translation>1 partie trouvée</translation>
    </message>
    <message>
        <source>&amp;History of the game…</source>
        <translation>&amp;Historique de la partie…</translation>
    </message>
    <message>
        <source>History of game {n}</source>
        <translation>Historique de la partie n° {n}</translation>
    </message>
    <message>
        <source>Revision 0 — archived {when}</source>
        <translation>Version 0 — archivée le {when}</translation>
    </message>
    <message>
        <source>Revision {n} — saved {when}</source>
        <translation>Version {n} — enregistrée le {when}</translation>
    </message>
    <message>
        <source>Game {n} was never saved again from the studio.</source>
        <translation>La partie n° {n} n&apos;a jamais été réenregistrée depuis le studio.</translation>
    </message>
    <message>
        <source>&amp;Open this revision</source>
        <translation>&amp;Ouvrir cette version</translation>
    </message>
    <message>
        <source>Pla&amp;yer&apos;s rating…</source>
        <translation>Niveau du &amp;joueur…</translation>
    </message>
    <message>
        <source>No analysed game of {name}: analyse his games in the replay, or with trictrac archive analyse.</source>
        <translation>Aucune partie analysée de {name} : analysez ses parties dans la relecture, ou avec trictrac archive analyse.</translation>
    </message>
    <message>
        <source>T&amp;utor&apos;s analysis</source>
        <translation>E&amp;xaminer…</translation>
    </message>
    <message>
        <source>The chosen games</source>
        <translation>Les parties choisies</translation>
    </message>
    <message>
        <source>Every game not yet analysed</source>
        <translation>Toutes les parties pas encore analysées</translation>
    </message>
    <message>
        <source>Every game, and make puzzles of the errors</source>
        <translation>Toutes les parties, et des problèmes de leurs erreurs</translation>
    </message>
    <message>
        <source>Choose the games to analyse in the list.</source>
        <translation>Choisissez dans la liste les parties à analyser.</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <translation>L&apos;analyse a échoué : {error}</translation>
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
        <translation>{colour} : {board} sur le tablier, {off} sorties</translation>
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
        <translation>Relevé : coups joués</translation>
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
        <translation>Trait :</translation>
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
        <translation>Le signe qu&apos;écrit l&apos;outil Marque (vide : la lettre suivante)</translation>
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
        <translation>{colour} : {board} sur le tablier, {extra} de trop</translation>
    </message>
</context>
<context>
    <name>EngineError</name>
    <message>
        <source>only a partie of two players, not over, can be resigned</source>
        <translation>seule une partie à deux joueurs, non finie, peut être abandonnée</translation>
    </message>
    <message>
        <source>the search was stopped</source>
        <translation>la recherche a été arrêtée</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="93"/>
        <source>the position breaks a law of the tablier</source>
        <translation>la position enfreint une loi du tablier</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="95"/>
        <source>{colour}: 24 numbers of dames are expected</source>
        <translation>{colour} : 24 nombres de dames sont attendus</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="96"/>
        <source>the numbers of throws of the relevé are wrong</source>
        <translation>les nombres de coups du relevé sont faux</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="97"/>
        <source>{point}: the number of dames must be a whole number</source>
        <translation>{point} : le nombre de dames doit être un nombre entier</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="104"/>
        <source>{colour} has {count} dames on the tablier (at most 15)</source>
        <translation>{colour} a {count} dames sur le tablier (15 au plus)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="105"/>
        <source>{colour} has {count} dames on {point}</source>
        <translation>{colour} a {count} dames sur {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="106"/>
        <source>both colours have dames on {point}</source>
        <translation>les deux couleurs ont des dames sur {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="108"/>
        <source>a single dame on the coin {point}</source>
        <translation>une dame seule sur le coin {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="110"/>
        <source>a single dame of Blanc on its coin {point}</source>
        <translation>une seule dame blanche sur son coin {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="111"/>
        <source>a single dame of Noir on its coin {point}</source>
        <translation>une seule dame noire sur son coin {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="115"/>
        <source>dames on the opponent&apos;s coin {point}</source>
        <translation>des dames sur le coin de l&apos;adversaire {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="117"/>
        <source>dames of Blanc on the opponent&apos;s coin {point}</source>
        <translation>des dames blanches sur le coin de l&apos;adversaire {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="118"/>
        <source>dames of Noir on the opponent&apos;s coin {point}</source>
        <translation>des dames noires sur le coin de l&apos;adversaire {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="122"/>
        <source>no such flèche</source>
        <translation>cette flèche n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="124"/>
        <source>{text!r} is not a flèche (expected B0–B12 or N0–N12)</source>
        <translation>{text!r} n&apos;est pas une flèche (B0–B12 ou N0–N12 attendu)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="125"/>
        <source>{text!r} is not a flèche in the {notation} notation</source>
        <translation>{text!r} n&apos;est pas une flèche dans la notation {notation}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="126"/>
        <source>a flèche is named by a text, not {text}</source>
        <translation>une flèche se nomme par un texte, pas {text}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="127"/>
        <source>there is no flèche {point}: the numbers run 0 to 12</source>
        <translation>il n&apos;y a pas de flèche {point} : les numéros vont de 0 à 12</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="128"/>
        <source>{point} is not on the path of {colour}</source>
        <translation>{point} n&apos;est pas sur le chemin de {colour}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="129"/>
        <source>there is no step {step}: the steps run 1 to 25</source>
        <translation>il n&apos;y a pas de pas {step} : les pas vont de 1 à 25</translation>
    </message>
    <message>
        <source>throw {throw}: no dame can go from step {origin} to step {target}</source>
        <translation>coup {throw} : aucune dame ne peut aller du pas {origin} au pas {target}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="130"/>
        <source>{point} is the bande de sortie, not a flèche</source>
        <translation>{point} est la bande de sortie, pas une flèche</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="131"/>
        <source>{point}: the dames borne off are not listed (15 less those on the tablier)</source>
        <translation>{point} : les dames sorties ne sont pas listées (15 moins celles du tablier)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="134"/>
        <source>the tablier has no row {row!r}</source>
        <translation>le tablier n&apos;a pas de rangée {row!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="135"/>
        <source>the tablier has no column {column!r} (0 to 11)</source>
        <translation>le tablier n&apos;a pas de colonne {column!r} (0 à 11)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="139"/>
        <source>this move cannot be made</source>
        <translation>ce mouvement est impossible</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="141"/>
        <location filename="../../errors.py" line="375"/>
        <source>no dame goes from step {origin} to step {target}</source>
        <translation>aucune dame ne va du pas {origin} au pas {target}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="142"/>
        <source>Blanc has no dame on {point} to move</source>
        <translation>Blanc n&apos;a pas de dame à jouer sur {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="143"/>
        <source>Noir has no dame on {point} to move</source>
        <translation>Noir n&apos;a pas de dame à jouer sur {point}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="146"/>
        <source>{text!r} is not a colour (expected Blanc or Noir, B or N)</source>
        <translation>{text!r} n&apos;est pas une couleur (Blanc ou Noir, B ou N attendu)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="148"/>
        <location filename="../../errors.py" line="150"/>
        <source>{text!r} is not a throw (expected two dice such as 6-5)</source>
        <translation>{text!r} n’est pas un coup de dés (deux dés, par exemple 6-5)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="151"/>
        <source>a die shows 1 to 6, not {text}</source>
        <translation>un dé marque de 1 à 6, pas {text}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="155"/>
        <source>{value} is not a possible mark</source>
        <translation>{value} n&apos;est pas une marque possible</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="157"/>
        <source>the points of a jeu run 0 to 11, not {value}</source>
        <translation>les points d&apos;un jeu vont de 0 à 11, pas {value}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="158"/>
        <source>the trous cannot be negative ({value})</source>
        <translation>les trous ne peuvent être négatifs ({value})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="162"/>
        <source>the convention {key} does not take the value {value!r}</source>
        <translation>la convention {key} ne prend pas la valeur {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="164"/>
        <source>there is no convention {key!r}</source>
        <translation>il n&apos;y a pas de convention {key!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="165"/>
        <source>the sortie is parisienne or provinciale, not {value!r}</source>
        <translation>la sortie est parisienne ou provinciale, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="166"/>
        <source>the convention {key} is true or false, not {value!r}</source>
        <translation>la convention {key} vaut true ou false, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="167"/>
        <source>a convention is written name=value, not {key!r}</source>
        <translation>une convention s&apos;écrit nom=valeur, pas {key!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="170"/>
        <source>the engine was asked with a wrong value for {name}</source>
        <translation>le moteur a été appelé avec une mauvaise valeur pour {name}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="173"/>
        <source>this is not a position code</source>
        <translation>ce n&apos;est pas un code de position</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="175"/>
        <source>the dames of {colour} are expected: flèches such as B1:13,B6, or &apos;-&apos; for none</source>
        <translation>les dames de {colour} sont attendues : des flèches comme B1:13,B6, ou « - » pour aucune</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="178"/>
        <source>a flèche of the dames of {colour} is expected, B1–B12 or N1–N12</source>
        <translation>une flèche des dames de {colour} est attendue, B1–B12 ou N1–N12</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="181"/>
        <source>{point} is the bande de sortie: the dames borne off are not listed</source>
        <translation>{point} est la bande de sortie : les dames sorties ne sont pas listées</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="184"/>
        <source>there is no flèche {point}: B1–B12 or N1–N12 expected</source>
        <translation>il n&apos;y a pas de flèche {point} : B1–B12 ou N1–N12 attendu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="185"/>
        <source>{point} is given twice for {colour}</source>
        <translation>{point} est donnée deux fois pour {colour}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="186"/>
        <source>the number of dames of {colour} on {point} is expected after &apos;:&apos;</source>
        <translation>le nombre de dames de {colour} sur {point} est attendu après « : »</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="189"/>
        <source>1 to {limit} dames are expected on {point}, not {value}</source>
        <translation>1 à {limit} dames sont attendues sur {point}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="190"/>
        <source>&apos;,&apos; then the next flèche is expected, or &apos;/&apos; then the dames of Noir</source>
        <translation>« , » puis la flèche suivante est attendue, ou « / » puis les dames de Noir</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="193"/>
        <source>&apos;,&apos; then the next flèche is expected</source>
        <translation>« , » puis la flèche suivante est attendue</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="194"/>
        <source>{key}= is followed by two numbers, of Blanc then of Noir, such as {key}=2/0</source>
        <translation>{key}= est suivi de deux nombres, de Blanc puis de Noir, comme {key}=2/0</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="197"/>
        <source>{key}: a number of at most {limit} digits</source>
        <translation>{key} : un nombre d&apos;au plus {limit} chiffres</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="198"/>
        <source>{key}: 0 to {limit} is expected, not {value}</source>
        <translation>{key} : 0 à {limit} est attendu, pas {value}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="199"/>
        <source>{key}: B, N, BN or &apos;-&apos; is expected</source>
        <translation>{key} : B, N, BN ou « - » est attendu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="200"/>
        <source>a position code is a text</source>
        <translation>un code de position est un texte</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="201"/>
        <source>&apos;start&apos; or the dames are expected: the flèches of Blanc, &apos;/&apos;, the flèches of Noir (such as B1:15/N1:15)</source>
        <translation>« start » ou les dames sont attendues : les flèches de Blanc, « / », les flèches de Noir (comme B1:15/N1:15)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="206"/>
        <source>&apos;/&apos; then the dames of Noir are expected</source>
        <translation>« / » puis les dames de Noir sont attendues</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="207"/>
        <source>the colour to play is expected: B (Blanc) or N (Noir)</source>
        <translation>la couleur qui joue est attendue : B (Blanc) ou N (Noir)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="208"/>
        <source>the dice are given twice</source>
        <translation>les dés sont donnés deux fois</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="209"/>
        <source>dice showing 1 to 6 are expected, such as 6-5</source>
        <translation>des dés de 1 à 6 sont attendus, comme 6-5</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="210"/>
        <source>a throw such as 6-5 is expected, or points=, trous=, bredouille=, pavillon=, releve=</source>
        <translation>un coup de dés comme 6-5 est attendu, ou points=, trous=, bredouille=, pavillon=, releve=</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="213"/>
        <source>{key}= is given twice</source>
        <translation>{key}= est donné deux fois</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="215"/>
        <source>column {column}: {text}</source>
        <translation>colonne {column} : {text}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="218"/>
        <source>position code: {cause}</source>
        <translation>code de position : {cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="221"/>
        <source>{what}: the JSON cannot be read</source>
        <translation>{what} : le JSON est illisible</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="223"/>
        <source>{what}: this is not JSON (line {line}, column {column})</source>
        <translation>{what} : ce n&apos;est pas du JSON (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="224"/>
        <source>{what}: the JSON nests deeper than {limit} levels</source>
        <translation>{what} : le JSON s&apos;imbrique sur plus de {limit} niveaux</translation>
    </message>
    <message>
        <source>{what}: the JSON gives the key {key!r} twice</source>
        <translation>{what} : le JSON donne deux fois la clé {key!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="225"/>
        <source>{what}: a number of the JSON is none or out of range</source>
        <translation>{what} : un nombre du JSON n&apos;en est pas un ou sort des limites</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="226"/>
        <source>{what} must be a whole number, not {value}</source>
        <translation>{what} doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="227"/>
        <source>{what} must be from {low} to {high}, not {value}</source>
        <translation>{what} doit aller de {low} à {high}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="228"/>
        <source>{what} is true or false, not {value}</source>
        <translation>{what} vaut true ou false, pas {value}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="229"/>
        <source>{what} must be a text, not {value}</source>
        <translation>{what} doit être un texte, pas {value}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="230"/>
        <source>position JSON is an object with white, black and to_move</source>
        <translation>le JSON d&apos;une position est un objet avec white, black et to_move</translation>
    </message>
    <message>
        <source>position JSON: give the dames of both colours, white and black (both empty for a board without dames)</source>
        <translation>JSON de la position : donnez les dames des deux couleurs, white et black (toutes deux vides pour un tablier sans dames)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="231"/>
        <source>position JSON: unknown field {field!r}</source>
        <translation>JSON de la position : champ inconnu {field!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="232"/>
        <source>position JSON: white and black give the dames on each flèche (B1…N12)</source>
        <translation>JSON de la position : white et black donnent les dames de chaque flèche (B1…N12)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="235"/>
        <source>position JSON: throws is {{&quot;white&quot;: n, &quot;black&quot;: n}}</source>
        <translation>JSON de la position : throws s&apos;écrit {{&quot;white&quot;: n, &quot;black&quot;: n}}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="236"/>
        <source>position JSON: conventions is an object</source>
        <translation>JSON de la position : conventions est un objet</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="237"/>
        <source>position JSON: {cause}</source>
        <translation>JSON de la position : {cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="242"/>
        <source>this is not a game record</source>
        <translation>ce n&apos;est pas une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="244"/>
        <source>a game record is a text</source>
        <translation>une partie enregistrée est un texte</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="245"/>
        <source>more than {count} faults: the rest is not read</source>
        <translation>plus de {count} fautes : la suite n&apos;est pas lue</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="246"/>
        <source>the character {code} has no place in a game record</source>
        <translation>le caractère {code} n&apos;a pas sa place dans une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="247"/>
        <source>the version line comes once, first in the record</source>
        <translation>la ligne de version vient une fois, en tête de la partie</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="248"/>
        <source>version {version!r} of the format is not read here (expected {expected})</source>
        <translation>la version {version!r} du format n&apos;est pas lue ici ({expected} attendue)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="251"/>
        <source>the version line &apos;%trictrac {expected}&apos; is expected first</source>
        <translation>la ligne de version « %trictrac {expected} » est attendue en tête</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="254"/>
        <source>a tag [Name &quot;value&quot;] comes before the first coup</source>
        <translation>une étiquette [Nom &quot;valeur&quot;] vient avant le premier coup</translation>
    </message>
    <message>
        <source>unknown escape {escape}: in quotes, a backslash is written \\ and a quote \&quot;</source>
        <translation>échappement inconnu {escape} : entre guillemets, une barre oblique inverse s&apos;écrit \\ et un guillemet \&quot;</translation>
    </message>
    <message>
        <source>a tag name is {length} characters long: {limit} at most</source>
        <translation>un nom d&apos;étiquette a {length} caractères : {limit} au plus</translation>
    </message>
    <message>
        <source>the name of {tag} is {length} characters long: {limit} at most</source>
        <translation>le nom de {tag} a {length} caractères : {limit} au plus</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="255"/>
        <source>a comment in a variation follows a coup</source>
        <translation>un commentaire dans une variante suit un coup</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="256"/>
        <source>&apos;)&apos; is expected to close this variation</source>
        <translation>« ) » est attendue pour fermer cette variante</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="257"/>
        <source>after the play the opponent marks: ({colour} {points}) or ({points}) is expected</source>
        <translation>après le jeu, l&apos;adversaire marque : ({colour} {points}) ou ({points}) est attendu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="260"/>
        <source>the opponent&apos;s points are written after the play</source>
        <translation>les points de l&apos;adversaire s&apos;écrivent après le jeu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="263"/>
        <source>the tag {tag} is given twice</source>
        <translation>l&apos;étiquette {tag} est donnée deux fois</translation>
    </message>
    <message>
        <source>a game record gives {limit} tags at most</source>
        <translation>une partie enregistrée donne au plus {limit} étiquettes</translation>
    </message>
    <message>
        <source>a game record is {limit} characters at most: this one is not read</source>
        <translation>une partie enregistrée compte au plus {limit} caractères : celle-ci n&apos;est pas lue</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="264"/>
        <source>the tag {tag} does not take the value {value!r}</source>
        <translation>l&apos;étiquette {tag} ne prend pas la valeur {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="265"/>
        <source>a throw of two dice from 1 to 6 is expected, such as 6-5, not {throw}</source>
        <translation>un coup de deux dés de 1 à 6 est attendu, comme 6-5, pas {throw}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="268"/>
        <source>a move belongs to a coup: a coup such as &apos;12. N 6-5&apos; is expected first</source>
        <translation>un mouvement appartient à un coup : un coup comme « 12. N 6-5 » est attendu d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="271"/>
        <source>the play comes before the opponent&apos;s points</source>
        <translation>le jeu vient avant les points de l&apos;adversaire</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="272"/>
        <source>a play written &apos;--&apos; has no moves</source>
        <translation>un jeu écrit « -- » n&apos;a pas de mouvements</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="273"/>
        <source>points in parentheses belong to a coup</source>
        <translation>des points entre parenthèses appartiennent à un coup</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="274"/>
        <source>before the play the player marks: ({colour} {points}) or ({points}) is expected</source>
        <translation>avant le jeu, le joueur marque : ({colour} {points}) ou ({points}) est attendu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="277"/>
        <source>the player&apos;s points are written once, before the play</source>
        <translation>les points du joueur s&apos;écrivent une fois, avant le jeu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="280"/>
        <source>points are written before the decision (the player&apos;s) or after the play (the opponent&apos;s)</source>
        <translation>les points s&apos;écrivent avant la décision (ceux du joueur) ou après le jeu (ceux de l&apos;adversaire)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="284"/>
        <source>tient or s&apos;en va belongs to a coup</source>
        <translation>tient ou s&apos;en va appartient à un coup</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="285"/>
        <source>tient or s&apos;en va comes after the player&apos;s points and before the play</source>
        <translation>tient ou s&apos;en va vient après les points du joueur et avant le jeu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="288"/>
        <source>&apos;--&apos; (no dame can be played) stands for the play of a coup</source>
        <translation>« -- » (aucune dame ne peut jouer) tient lieu du jeu d&apos;un coup</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="291"/>
        <source>a sign (! ? !! ?? !? ?!) follows a coup</source>
        <translation>un signe (!, ?, !!, ??, !?, ?!) suit un coup</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="292"/>
        <source>an école claimed belongs to a coup</source>
        <translation>une école réclamée appartient à un coup</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="293"/>
        <source>{colour} claims {points} points of école in this coup: no école is beyond {limit}</source>
        <translation>{colour} réclame {points} points d&apos;école dans ce coup : aucune école ne dépasse {limit}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="296"/>
        <source>a game arrow or a marked flèche belongs to a coup</source>
        <translation>une flèche de jeu ou une flèche marquée appartient à un coup</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="297"/>
        <source>a variation &apos;(&apos; follows the coup it replaces</source>
        <translation>une variante « ( » suit le coup qu&apos;elle remplace</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="298"/>
        <source>variations nest {limit} deep at most: this one is skipped</source>
        <translation>les variantes s&apos;imbriquent sur {limit} niveaux au plus : celle-ci est sautée</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="301"/>
        <source>&apos;)&apos; closes no variation</source>
        <translation>« ) » ne ferme aucune variante</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="302"/>
        <source>&apos;}}&apos; is expected to close this comment</source>
        <translation>« }} » est attendue pour fermer ce commentaire</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="303"/>
        <source>a quoted name belongs to a field such as Blanc=&quot;Abel&quot;</source>
        <translation>un nom entre guillemets appartient à un champ comme Blanc=&quot;Abel&quot;</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="304"/>
        <source>{text!r} has no place here: points (4), tient or s&apos;en va, the moves, &apos;--&apos;, a sign, a comment {{…}} or the next coup are expected</source>
        <translation>{text!r} n&apos;a pas sa place ici : des points (4), tient ou s&apos;en va, les mouvements, « -- », un signe, un commentaire {{…}} ou le coup suivant sont attendus</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="309"/>
        <source>{text!r} has no place here: a coup such as &apos;1. B 5-3&apos;, relevé, marqué N, fin du marqué, fin de la partie or a comment is expected</source>
        <translation>{text!r} n&apos;a pas sa place ici : un coup comme « 1. B 5-3 », relevé, marqué N, fin du marqué, fin de la partie ou un commentaire est attendu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="314"/>
        <source>no throw gives {points} points: {limit} at most</source>
        <translation>aucun coup ne donne {points} points : {limit} au plus</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="315"/>
        <source>{point} is the bande de sortie: a dame moves from a flèche</source>
        <translation>{point} est la bande de sortie : une dame part d&apos;une flèche</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="318"/>
        <location filename="../../errors.py" line="417"/>
        <location filename="../../errors.py" line="583"/>
        <location filename="../../errors.py" line="616"/>
        <source>{cause}</source>
        <translation>{cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="319"/>
        <source>{point} is the bande de sortie of the other colour: {colour} bears off elsewhere</source>
        <translation>{point} est la bande de sortie de l&apos;autre couleur : {colour} sort ailleurs</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="322"/>
        <source>{text!r} has no place here: fields name=value follow fin du marqué, fin de la partie or marqué N</source>
        <translation>{text!r} n&apos;a pas sa place ici : les champs nom=valeur suivent fin du marqué, fin de la partie ou marqué N</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="326"/>
        <source>the winner (or refait, nulle) is written once</source>
        <translation>le gagnant (ou refait, nulle) s&apos;écrit une fois</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="327"/>
        <source>{text!r} has no place here: gagnant=B, gagnant=N or {expected} is expected</source>
        <translation>{text!r} n&apos;a pas sa place ici : gagnant=B, gagnant=N ou {expected} est attendu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="330"/>
        <source>unknown field {field!r}</source>
        <translation>champ inconnu {field!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="331"/>
        <source>the field {field} is written once</source>
        <translation>le champ {field} s&apos;écrit une fois</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="332"/>
        <source>a player&apos;s name is between quotes: {field}=&quot;…&quot;</source>
        <translation>le nom d&apos;un joueur est entre guillemets : {field}=&quot;…&quot;</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="333"/>
        <source>gagnant is B or N, not {value!r}</source>
        <translation>gagnant vaut B ou N, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="334"/>
        <source>the trous are written Blanc&apos;s/Noir&apos;s, such as trous=7/3, not {value!r}</source>
        <translation>les trous s&apos;écrivent ceux de Blanc/ceux de Noir, comme trous=7/3, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="337"/>
        <source>bredouille is simple, petite or grande, not {value!r}</source>
        <translation>bredouille vaut simple, petite ou grande, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="338"/>
        <source>{field} is a whole number, not {value!r}</source>
        <translation>{field} est un nombre entier, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="339"/>
        <source>fin de la partie is followed by gagnant=B, gagnant=N or nulle</source>
        <translation>fin de la partie est suivie de gagnant=B, gagnant=N ou nulle</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="342"/>
        <source>fin du marqué is followed by gagnant=B, gagnant=N or refait</source>
        <translation>fin du marqué est suivie de gagnant=B, gagnant=N ou refait</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="345"/>
        <source>fin du marqué gives the trous, such as trous=7/3</source>
        <translation>fin du marqué donne les trous, comme trous=7/3</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="349"/>
        <location filename="../../errors.py" line="433"/>
        <location filename="../../errors.py" line="617"/>
        <source>line {line}, column {column}: {text}</source>
        <translation>ligne {line}, colonne {column} : {text}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="352"/>
        <source>the tag {tag} does not take the value {text!r}</source>
        <translation>l&apos;étiquette {tag} ne prend pas la valeur {text!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="354"/>
        <source>the variant is ordinaire or ecrire, not {text!r}</source>
        <translation>la variante est ordinaire ou ecrire, pas {text!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="355"/>
        <source>the notation is one of bn, soumille, lepeintre, levy, t11, not {text!r}</source>
        <translation>la notation est bn, soumille, lepeintre, levy ou t11, pas {text!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="361"/>
        <source>the game record cannot be written in the format</source>
        <translation>la partie ne peut être écrite dans le format</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="363"/>
        <source>a comment cannot hold the character {character}</source>
        <translation>un commentaire ne peut contenir le caractère {character}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="366"/>
        <source>a player&apos;s name cannot hold the character {character}</source>
        <translation>le nom d&apos;un joueur ne peut contenir le caractère {character}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="369"/>
        <source>a tag value cannot hold the character {character}</source>
        <translation>la valeur d&apos;une étiquette ne peut contenir le caractère {character}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="372"/>
        <source>a player&apos;s name cannot hold a line break</source>
        <translation>le nom d&apos;un joueur ne peut contenir de saut de ligne</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="373"/>
        <source>a tag value cannot hold a line break</source>
        <translation>la valeur d&apos;une étiquette ne peut contenir de saut de ligne</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="374"/>
        <source>a comment cannot hold &apos;}}&apos;</source>
        <translation>un commentaire ne peut contenir « }} »</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="376"/>
        <source>the opponent marks after the play: a coup with his points has a play</source>
        <translation>l&apos;adversaire marque après le jeu : un coup avec ses points a un jeu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="379"/>
        <source>unknown sign {glyph!r} (known: {glyphs})</source>
        <translation>signe inconnu {glyph!r} (connus : {glyphs})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="380"/>
        <source>variations nest {limit} deep at most (coup {turn})</source>
        <translation>les variantes s&apos;imbriquent sur {limit} niveaux au plus (coup {turn})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="383"/>
        <source>a tag&apos;s name is a word, not {tag!r}</source>
        <translation>le nom d&apos;une étiquette est un mot, pas {tag!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="388"/>
        <source>the laws of the game do not allow this here</source>
        <translation>les lois du jeu ne le permettent pas ici</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="390"/>
        <source>there is no throw to play</source>
        <translation>il n&apos;y a pas de coup à jouer</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="391"/>
        <source>the input {input!r} cannot be read</source>
        <translation>l&apos;entrée {input!r} est illisible</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="392"/>
        <source>a die shows 1 to 6</source>
        <translation>un dé marque de 1 à 6</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="393"/>
        <source>the primauté is thrown only at the start</source>
        <translation>la primauté ne se tire qu&apos;au début</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="394"/>
        <source>equal dice ({die}) for the primauté: they are thrown again</source>
        <translation>dés égaux ({die}) pour la primauté : on les rejette</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="397"/>
        <source>the primauté comes first</source>
        <translation>la primauté vient d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="398"/>
        <source>it is not the time to throw the dice</source>
        <translation>ce n&apos;est pas le moment de jeter les dés</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="399"/>
        <source>there is no trou to hold or leave on</source>
        <translation>il n&apos;y a pas de trou pour tenir ou s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="400"/>
        <source>the engine marks: this partie is not played with écoles</source>
        <translation>le moteur marque : cette partie ne se joue pas avec les écoles</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="401"/>
        <source>no declaration of points is awaited now</source>
        <translation>aucune déclaration de points n&apos;est attendue maintenant</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="402"/>
        <source>points are marked two by two, not {points}</source>
        <translation>les points se marquent deux par deux, pas {points}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="403"/>
        <source>no throw gives {points} points ({limit} at most)</source>
        <translation>aucun coup ne donne {points} points ({limit} au plus)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="404"/>
        <source>there is no declaration to send to the école now</source>
        <translation>il n&apos;y a pas de déclaration à envoyer à l&apos;école maintenant</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="405"/>
        <source>an école is of points two by two, not {points}</source>
        <translation>les points d&apos;une école vont de deux en deux, pas {points}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="406"/>
        <source>no école is of {points} points ({limit} at most)</source>
        <translation>aucune école n&apos;est de {points} points ({limit} au plus)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="407"/>
        <source>it is not the time to play the dames</source>
        <translation>ce n&apos;est pas le moment de jouer les dames</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="408"/>
        <source>no dame to move from step {step}</source>
        <translation>pas de dame à jouer depuis le pas {step}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="409"/>
        <source>these moves are not a legal play of {dice}</source>
        <translation>ces mouvements ne sont pas un jeu permis de {dice}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="410"/>
        <source>the laws give another event here</source>
        <translation>les lois donnent un autre événement ici</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="411"/>
        <source>event {number}: {cause}</source>
        <translation>événement {number} : {cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="412"/>
        <source>it is the turn of {colour}</source>
        <translation>c&apos;est à {colour} de jouer</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="413"/>
        <source>the declaration is of the other throw&apos;s points</source>
        <translation>la déclaration porte sur les points de l&apos;autre coup</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="414"/>
        <source>the laws give something else here</source>
        <translation>les lois donnent autre chose ici</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="415"/>
        <source>the laws end the marqué otherwise</source>
        <translation>les lois finissent le marqué autrement</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="416"/>
        <source>the laws end the partie otherwise</source>
        <translation>les lois finissent la partie autrement</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="418"/>
        <source>the play of {throw} is expected</source>
        <translation>le jeu du {throw} est attendu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="419"/>
        <source>illegal play {moves} for {throw}</source>
        <translation>jeu interdit {moves} pour {throw}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="420"/>
        <source>the moves written cannot be made</source>
        <translation>les mouvements écrits ne peuvent être faits</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="421"/>
        <source>no play follows here: the player has left</source>
        <translation>aucun jeu ne suit ici : le joueur s&apos;en est allé</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="422"/>
        <source>no play follows here: the partie is over</source>
        <translation>aucun jeu ne suit ici : la partie est finie</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="423"/>
        <source>a trou was won: tient or s&apos;en va is expected</source>
        <translation>un trou est gagné : tient ou s&apos;en va est attendu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="424"/>
        <source>{colour} declares {points} points: no throw gives more than {limit}</source>
        <translation>{colour} déclare {points} points : aucun coup ne donne plus de {limit}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="427"/>
        <source>the partie is over: no throw follows</source>
        <translation>la partie est finie : aucun coup ne suit</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="429"/>
        <source>no trou was won by his own throw: the player cannot s&apos;en aller</source>
        <translation>aucun trou n&apos;est gagné par son propre dé : le joueur ne peut s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="436"/>
        <source>the player cannot s&apos;en aller</source>
        <translation>le joueur ne peut s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="438"/>
        <source>no trou was won: the player cannot s&apos;en aller</source>
        <translation>aucun trou n&apos;est gagné : le joueur ne peut s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="439"/>
        <source>the trou comes from the opponent&apos;s throw: {colour} must hold</source>
        <translation>le trou vient du dé de l&apos;adversaire : {colour} doit tenir</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="445"/>
        <location filename="../../errors.py" line="448"/>
        <source>{points} points cannot be marked</source>
        <translation>{points} points ne peuvent être marqués</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="447"/>
        <source>points are a whole number, not {points!r}</source>
        <translation>les points sont un nombre entier, pas {points!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="449"/>
        <source>{points} points cannot be marked: one throw gives {limit} at most</source>
        <translation>{points} points ne peuvent être marqués : un coup en donne {limit} au plus</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="452"/>
        <source>{points} points cannot be marked: points go two by two</source>
        <translation>{points} points ne peuvent être marqués : les points vont deux par deux</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="457"/>
        <source>the scoresheet breaks the laws of the partie à écrire</source>
        <translation>la feuille de marque enfreint les lois de la partie à écrire</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="459"/>
        <source>{key} is one of {names}, not {value!r}</source>
        <translation>{key} est l&apos;un de {names}, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="460"/>
        <source>jetons_per_marque is 1 or 2, not {value!r}</source>
        <translation>jetons_per_marque vaut 1 ou 2, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="461"/>
        <source>a fiche is a whole number of jetons, 1 or more, not {value!r}</source>
        <translation>une fiche est un nombre entier de jetons, 1 ou plus, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="462"/>
        <source>unknown convention {key!r} for the settlement</source>
        <translation>convention de règlement inconnue {key!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="463"/>
        <source>the refaits cannot be negative ({value})</source>
        <translation>les refaits ne peuvent être négatifs ({value})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="464"/>
        <source>sans lever counts only under the sans-lever convention</source>
        <translation>sans lever ne compte que sous la convention sans-lever</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="465"/>
        <source>the rule of the rival&apos;s bredouille is for a petite bredouille won second</source>
        <translation>la règle de la bredouille de l&apos;adversaire vaut pour une petite bredouille gagnée en second</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="468"/>
        <source>a marqué opposes two players</source>
        <translation>un marqué oppose deux joueurs</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="469"/>
        <source>{first} and {second} have {trous} trous each: that is a refait, counted in the next marqué</source>
        <translation>{first} et {second} ont {trous} trous chacun : c&apos;est un refait, compté dans le marqué suivant</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="473"/>
        <source>the winner needs more trous than the loser ({winner} against {loser})</source>
        <translation>le gagnant doit avoir plus de trous que le perdant ({winner} contre {loser})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="476"/>
        <source>a marqué is won with {limit} trous at least, not {trous}</source>
        <translation>un marqué se gagne avec {limit} trous au moins, pas {trous}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="477"/>
        <source>a grande bredouille needs 12 trous d&apos;affilée at least, not {trous}</source>
        <translation>une grande bredouille demande 12 trous d&apos;affilée au moins, pas {trous}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="480"/>
        <source>a partie à écrire is played by two, three or four players with different names</source>
        <translation>une partie à écrire se joue à deux, trois ou quatre joueurs aux noms différents</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="483"/>
        <source>{mode} is for {expected} players, not {count}</source>
        <translation>{mode} se joue à {expected} joueurs, pas {count}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="484"/>
        <source>à la chouette, chouette names the player who plays every marqué</source>
        <translation>à la chouette, chouette nomme le joueur qui joue chaque marqué</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="487"/>
        <source>chouette is only for the partie à la chouette</source>
        <translation>chouette ne vaut que pour la partie à la chouette</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="488"/>
        <source>en équipes, teams gives the two pairs of partners</source>
        <translation>en équipes, teams donne les deux paires de partenaires</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="489"/>
        <source>the teams must hold each player once</source>
        <translation>les équipes doivent contenir chaque joueur une fois</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="490"/>
        <source>teams are only for four players en équipes</source>
        <translation>les équipes ne valent que pour quatre joueurs en équipes</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="491"/>
        <source>marqué {number}: {winner} and {loser} are not players of the scoresheet</source>
        <translation>marqué {number} : {winner} et {loser} ne sont pas des joueurs de la feuille</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="494"/>
        <source>marqué {number}: {winner} and {loser} cannot play each other</source>
        <translation>marqué {number} : {winner} et {loser} ne peuvent jouer l&apos;un contre l&apos;autre</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="497"/>
        <source>marqué {number}: the points cannot be negative</source>
        <translation>marqué {number} : les points ne peuvent être négatifs</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="498"/>
        <source>marqué {number}: refaits 0 or more and a multiplier 1 or more</source>
        <translation>marqué {number} : refaits 0 ou plus et un multiplicateur 1 ou plus</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="501"/>
        <source>{player!r} is not a player of the scoresheet</source>
        <translation>{player!r} n&apos;est pas un joueur de la feuille</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="502"/>
        <source>players is a list of two to four names</source>
        <translation>players est une liste de deux à quatre noms</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="503"/>
        <source>conventions is an object</source>
        <translation>conventions est un objet</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="504"/>
        <source>chouette is a player&apos;s name</source>
        <translation>chouette est le nom d&apos;un joueur</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="505"/>
        <source>marques is a list</source>
        <translation>marques est une liste</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="506"/>
        <source>teams is two pairs of names</source>
        <translation>teams est deux paires de noms</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="507"/>
        <source>{key} is a whole number, 0 or more, not {value!r}</source>
        <translation>{key} est un nombre entier, 0 ou plus, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="508"/>
        <source>{key} is true or false, not {value!r}</source>
        <translation>{key} vaut true ou false, pas {value!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="509"/>
        <source>marqué {number}: an object with winner and points, or trous</source>
        <translation>marqué {number} : un objet avec winner et points, ou trous</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="512"/>
        <source>trous gives the trous of the two players of the marqué</source>
        <translation>trous donne les trous des deux joueurs du marqué</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="513"/>
        <source>the winner is one of {players}</source>
        <translation>le gagnant est l&apos;un de {players}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="514"/>
        <source>the loser is the other player of the marqué</source>
        <translation>le perdant est l&apos;autre joueur du marqué</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="515"/>
        <source>marqué {number}: {cause}</source>
        <translation>marqué {number} : {cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="516"/>
        <source>the primauté belongs to {first} or {second}, not {player}</source>
        <translation>la primauté revient à {first} ou à {second}, pas à {player}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="519"/>
        <source>{player} did not play the marqué of {first} against {second}</source>
        <translation>{player} n&apos;a pas joué le marqué de {first} contre {second}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="522"/>
        <source>marqué {number}: {player} did not play it ({first} against {second})</source>
        <translation>marqué {number} : {player} ne l&apos;a pas joué ({first} contre {second})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="525"/>
        <source>{mode} is for {expected} players with different names</source>
        <translation>{mode} se joue à {expected} joueurs aux noms différents</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="526"/>
        <source>the first table must seat two of the players</source>
        <translation>la première table doit asseoir deux des joueurs</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="527"/>
        <source>à la chouette, the first player is the chouette, who plays every marqué</source>
        <translation>à la chouette, le premier joueur est la chouette, qui joue chaque marqué</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="530"/>
        <source>a marqué opposes two players of different teams</source>
        <translation>un marqué oppose deux joueurs d&apos;équipes différentes</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="534"/>
        <source>a lesson file cannot be read</source>
        <translation>un fichier de leçon est illisible</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="535"/>
        <source>the exercise {exercise} cannot be solved as it is written</source>
        <translation>l&apos;exercice {exercise} ne peut être résolu tel qu&apos;il est écrit</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="536"/>
        <source>the lesson {lesson} has no exercise {exercise!r}</source>
        <translation>la leçon {lesson} n&apos;a pas d&apos;exercice {exercise!r}</translation>
    </message>
    <message>
        <source>no lesson has the id {lesson!r}</source>
        <translation>aucune leçon n&apos;a l&apos;identifiant {lesson!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="537"/>
        <source>this exercise is not answered this way</source>
        <translation>cet exercice ne se répond pas ainsi</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="538"/>
        <source>the lesson does not expect this now</source>
        <translation>la leçon n&apos;attend pas cela maintenant</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="540"/>
        <source>this annotation cannot be read</source>
        <translation>cette annotation est illisible</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="542"/>
        <source>{text!r}: {point!r} is not a flèche (B0–B12, N0–N12)</source>
        <translation>{text!r} : {point!r} n&apos;est pas une flèche (B0–B12, N0–N12)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="543"/>
        <source>a game arrow&apos;s colour is one of {colours}, not {colour!r}</source>
        <translation>la couleur d&apos;une flèche de jeu est l&apos;une de {colours}, pas {colour!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="546"/>
        <source>a game arrow joins two different flèches, not {point} to itself</source>
        <translation>une flèche de jeu joint deux flèches différentes, pas {point} à elle-même</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="549"/>
        <source>a game arrow starts on a flèche, not on the bande de sortie</source>
        <translation>une flèche de jeu part d&apos;une flèche, pas de la bande de sortie</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="552"/>
        <source>a game arrow is written FROM-TO[:colour], such as B1-B7:green, not {text!r}</source>
        <translation>une flèche de jeu s&apos;écrit DE-À[:couleur], comme B1-B7:green, pas {text!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="555"/>
        <source>a mark is one or two visible characters, not {text!r}</source>
        <translation>une marque est un ou deux caractères visibles, pas {text!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="556"/>
        <source>a mark stands on a flèche, not on the bande de sortie</source>
        <translation>une marque se pose sur une flèche, pas sur la bande de sortie</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="557"/>
        <source>a mark is written FLÈCHE=SIGN, such as B7=A, not {text!r}</source>
        <translation>une marque s&apos;écrit FLÈCHE=SIGNE, comme B7=A, pas {text!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="562"/>
        <source>no diagram can be read from this text</source>
        <translation>aucun diagramme ne peut être lu dans ce texte</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="564"/>
        <source>&apos;annotations&apos; is a list of texts such as &quot;B1-B7&quot; and &quot;B7=A&quot;</source>
        <translation>« annotations » est une liste de textes comme &quot;B1-B7&quot; et &quot;B7=A&quot;</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="567"/>
        <source>annotations: {cause}</source>
        <translation>annotations : {cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="568"/>
        <source>a diagram file has a &apos;code&apos; (the position code)</source>
        <translation>un fichier de diagramme a un « code » (le code de position)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="569"/>
        <source>in the position code, {cause}</source>
        <translation>dans le code de position, {cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="570"/>
        <source>&apos;{key}&apos; is a text</source>
        <translation>« {key} » est un texte</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="571"/>
        <source>this is not JSON (line {line}, column {column})</source>
        <translation>ce n&apos;est pas du JSON (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="572"/>
        <source>this is not a diagram file (no &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>ce n&apos;est pas un fichier de diagramme (son champ &quot;format&quot; ne vaut pas &quot;{format}&quot;)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="573"/>
        <source>diagram file of version {version!r}: this studio reads version {expected}</source>
        <translation>fichier de diagramme de version {version!r} : ce studio lit la version {expected}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="576"/>
        <location filename="../../errors.py" line="759"/>
        <source>the file cannot be read: {cause}</source>
        <translation>le fichier ne peut être lu : {cause}</translation>
    </message>
    <message>
        <source>this is not a diagram file&apos;s JSON: {cause}</source>
        <translation>ce n&apos;est pas le JSON d&apos;un fichier de diagramme : {cause}</translation>
    </message>
    <message>
        <source>a diagram file is {limit} characters at most</source>
        <translation>un fichier de diagramme compte au plus {limit} caractères</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is {limit} characters at most</source>
        <translation>« {key} » compte au plus {limit} caractères</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; holds {code}, which is no character</source>
        <translation>« {key} » contient {code}, qui n&apos;est pas un caractère</translation>
    </message>
    <message>
        <source>a diagram holds {arrows} arrows and {marks} marks at most</source>
        <translation>un diagramme porte au plus {arrows} flèches de jeu et {marks} marques</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="577"/>
        <source>this is not a text file: it holds binary data (a zero byte at offset {offset})</source>
        <translation>ce n&apos;est pas un fichier texte : il contient des données binaires (un octet nul à la position {offset})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="580"/>
        <source>this is not a UTF-8 text file: line {line}, column {column}: the byte {byte} is not text</source>
        <translation>ce n&apos;est pas un fichier texte UTF-8 : ligne {line}, colonne {column} : l&apos;octet {byte} n&apos;est pas du texte</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="584"/>
        <source>game record, {cause}</source>
        <translation>partie enregistrée, {cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="585"/>
        <source>the game record cannot be replayed: {cause}</source>
        <translation>la partie enregistrée ne peut être rejouée : {cause}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="586"/>
        <source>the clipboard holds no text</source>
        <translation>le presse-papiers ne contient pas de texte</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="587"/>
        <source>no position code, position JSON, diagram or game record in the pasted text</source>
        <translation>aucun code de position, JSON de position, diagramme ni partie enregistrée dans le texte collé</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="592"/>
        <source>coup numbers are written 1,5,9-12, not {item!r}</source>
        <translation>les numéros de coups s&apos;écrivent 1,5,9-12, pas {item!r}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="594"/>
        <source>the archive cannot be opened</source>
        <translation>les archives ne peuvent être ouvertes</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="596"/>
        <source>the archive {path} cannot be read ({detail})</source>
        <translation>les archives {path} sont illisibles ({detail})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="597"/>
        <source>there is no archive at {path}</source>
        <translation>il n&apos;y a pas d&apos;archives à {path}</translation>
    </message>
    <message>
        <source>the archive {path} has changes in its journal that cannot be read without writing: open it once where it can be written</source>
        <translation>l&apos;archive {path} a dans son journal des modifications qui ne se lisent pas sans écrire : ouvrez-la une fois là où elle peut être écrite</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="598"/>
        <source>{path} is not an archive (no schema), and it is opened read-only</source>
        <translation>{path} n&apos;est pas une archive (pas de schéma), et elle est ouverte en lecture seule</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="601"/>
        <source>the archive {path} was made by a newer version of Trictrac Studio (schema {revision})</source>
        <translation>les archives {path} ont été faites par une version plus récente de Trictrac Studio (schéma {revision})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="604"/>
        <source>the archive {path} has an older schema ({revision}; this version reads {head}) and cannot be upgraded read-only: open it once where it can be written</source>
        <translation>les archives {path} ont un schéma plus ancien ({revision} ; cette version lit {head}) et ne peuvent être mises à jour en lecture seule : ouvrez-les une fois là où elles peuvent être écrites</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="611"/>
        <source>a part of the studio is not installed ({name})</source>
        <translation>une partie du studio n&apos;est pas installée ({name})</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="612"/>
        <source>this is not a UTF-8 text</source>
        <translation>ce n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>this is not a UTF-8 text: byte {byte} cannot be read</source>
        <translation>ce n&apos;est pas du texte UTF-8 : l&apos;octet {byte} ne peut être lu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="613"/>
        <source>no archive can be opened at this address</source>
        <translation>aucune archive ne peut être ouverte à cette adresse</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="615"/>
        <source>this game record cannot be archived</source>
        <translation>cette partie enregistrée ne peut être archivée</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="620"/>
        <source>the system refused: {strerror}</source>
        <translation>le système a refusé : {strerror}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="622"/>
        <source>there is no such file or folder</source>
        <translation>ce fichier ou ce dossier n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="623"/>
        <location filename="../../errors.py" line="624"/>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="625"/>
        <source>this is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="626"/>
        <source>a part of the path is not a folder</source>
        <translation>une partie du chemin n&apos;est pas un dossier</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="627"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="628"/>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="629"/>
        <source>the file exists already</source>
        <translation>le fichier existe déjà</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="630"/>
        <source>the file&apos;s name is too long</source>
        <translation>le nom du fichier est trop long</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="631"/>
        <source>the file is too large to be read</source>
        <translation>le fichier est trop gros pour être lu</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="632"/>
        <source>this is not an ordinary file (a pipe or a device)</source>
        <translation>ce n&apos;est pas un fichier ordinaire (un tube ou un périphérique)</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="634"/>
        <location filename="../../errors.py" line="763"/>
        <source>{path}: {text}</source>
        <translation>{path} : {text}</translation>
    </message>
    <message>
        <location filename="../../errors.py" line="690"/>
        <source>the database refused: {detail}</source>
        <translation>la base de données a refusé : {detail}</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../logs.py" line="84"/>
        <source>Something went wrong: {error}

The details are in {path}.</source>
        <translation>Une erreur est survenue : {error}

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
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>As the studio</source>
        <translation>Comme le studio</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="624"/>
        <source>Export diagrams as PDF</source>
        <translation>Exporter des diagrammes en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="838"/>
        <source>Export a scoresheet as PDF</source>
        <translation>Exporter une feuille de marque en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="974"/>
        <source>Export a booklet as PDF</source>
        <translation>Exporter un livret en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="628"/>
        <source>Diagrams:</source>
        <translation>Diagrammes :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="629"/>
        <source>Caption:</source>
        <translation>Légende :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="630"/>
        <source>Diagrams per page:</source>
        <translation>Diagrammes par page :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="631"/>
        <source>Colours:</source>
        <translation>Couleurs :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="842"/>
        <source>Sheet:</source>
        <translation>Feuille :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="843"/>
        <source>Players (2 to 4):</source>
        <translation>Joueurs (2 à 4) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="844"/>
        <source>Marqués (rows):</source>
        <translation>Marqués (lignes) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="845"/>
        <source>SHEET file (JSON):</source>
        <translation>Fichier SHEET (JSON) :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="978"/>
        <source>Game record:</source>
        <translation>Partie enregistrée :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="979"/>
        <source>Game:</source>
        <translation>Partie :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="980"/>
        <source>Diagrams at turns:</source>
        <translation>Diagrammes aux coups :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="523"/>
        <source>Notation:</source>
        <translation>Notation :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="524"/>
        <source>At the top:</source>
        <translation>En haut :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="525"/>
        <source>Talons:</source>
        <translation>Talons :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="279"/>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="280"/>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="281"/>
        <source>Save as:</source>
        <translation>Enregistrer sous :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="303"/>
        <location filename="../../export_dialog.py" line="854"/>
        <location filename="../../export_dialog.py" line="987"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="637"/>
        <source>Add a position &amp;code…</source>
        <translation>Ajouter un &amp;code de position…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="638"/>
        <source>Add diagram &amp;files…</source>
        <translation>Ajouter des &amp;fichiers de diagramme…</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="639"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="640"/>
        <source>the selected diagram&apos;s caption</source>
        <translation>la légende du diagramme choisi</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="644"/>
        <source>Print (black on white)</source>
        <translation>Impression (noir sur blanc)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="645"/>
        <source>Classic (walnut and cloth)</source>
        <translation>Classique (noyer et drap)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="851"/>
        <source>Blank, to fill in by hand</source>
        <translation>Vierge, à remplir à la main</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="852"/>
        <source>Filled from a SHEET file</source>
        <translation>Remplie d&apos;après un fichier SHEET</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="853"/>
        <source>This partie, as it stands</source>
        <translation>Cette partie, où elle en est</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="855"/>
        <source>Settlement in jetons</source>
        <translation>Règlement en jetons</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="911"/>
        <source>The SHEET is not JSON (line {line}, column {column}).</source>
        <translation>Le SHEET n&apos;est pas du JSON (ligne {line}, colonne {column}).</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="989"/>
        <source>this partie</source>
        <translation>cette partie</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="989"/>
        <source>a record file</source>
        <translation>un fichier de parties</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="991"/>
        <source>A diagram at every throw that marks points</source>
        <translation>Un diagramme à chaque coup qui marque</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="992"/>
        <source>Turn numbers such as 1, 12, 20-24</source>
        <translation>Des numéros de coups comme 1, 12, 20-24</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="531"/>
        <location filename="../../export_dialog.py" line="532"/>
        <source>The record&apos;s</source>
        <translation>Celle de la partie</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="536"/>
        <source>On the left</source>
        <translation>À gauche</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="537"/>
        <source>On the right</source>
        <translation>À droite</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="652"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="305"/>
        <source>the default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="306"/>
        <source>asked when exporting</source>
        <translation>demandé à l&apos;export</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="307"/>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="308"/>
        <source>Preview of page 1</source>
        <translation>Aperçu de la page 1</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="309"/>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="687"/>
        <source>Add a position</source>
        <translation>Ajouter une position</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="687"/>
        <source>Position code:</source>
        <translation>Code de position :</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="693"/>
        <source>Not a position</source>
        <translation>Ce n&apos;est pas une position</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="700"/>
        <source>Add diagrams</source>
        <translation>Ajouter des diagrammes</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="702"/>
        <source>Trictrac diagrams (*.trictrac-diagram);;All files (*)</source>
        <translation>Diagrammes de trictrac (*.trictrac-diagram);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="709"/>
        <source>Cannot open</source>
        <translation>Impossible d&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="326"/>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="328"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="860"/>
        <source>A SHEET file</source>
        <translation>Un fichier SHEET</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="862"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="1044"/>
        <source>A game record</source>
        <translation>Une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="1046"/>
        <source>Game records (*.trr *.trictrac *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trr *.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="746"/>
        <source>Add a diagram to export.</source>
        <translation>Ajoutez un diagramme à exporter.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="900"/>
        <source>Choose a SHEET file.</source>
        <translation>Choisissez un fichier SHEET.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="905"/>
        <location filename="../../export_dialog.py" line="1069"/>
        <source>Cannot read {path}: {error}</source>
        <translation>Impossible de lire {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="916"/>
        <source>A SHEET is {&quot;players&quot;: [...], &quot;marques&quot;: [...]}</source>
        <translation>Un SHEET est {&quot;players&quot;: [...], &quot;marques&quot;: [...]}</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="1063"/>
        <source>Choose a game record.</source>
        <translation>Choisissez une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="1075"/>
        <source>The file holds no game record.</source>
        <translation>Le fichier ne contient aucune partie.</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="365"/>
        <source>Drawing the preview…</source>
        <translation>Dessin de l&apos;aperçu…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export_dialog.py" line="388"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="432"/>
        <location filename="../../export_dialog.py" line="469"/>
        <source>Cannot export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="443"/>
        <source>Writing {path}…</source>
        <translation>Écriture de {path}…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export_dialog.py" line="464"/>
        <source>Wrote {path} (%n page(s)).</source>
        <translation>
            <numerusform>{path} écrit (%n page).</numerusform>
            <numerusform>{path} écrit (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="391"/>
        <source>the PDF renderer (pypdfium2) is missing: the board alone is shown</source>
        <translation>le moteur de rendu PDF (pypdfium2) manque : seul le tablier est montré</translation>
    </message>
    <message>
        <location filename="../../export_dialog.py" line="395"/>
        <source>No preview without the PDF renderer (pypdfium2).</source>
        <translation>Pas d&apos;aperçu sans le moteur de rendu PDF (pypdfium2).</translation>
    </message>
    <message>
        <source>Pri&amp;nt…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Aperç&amp;u avant impression…</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Impossible d&apos;imprimer</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s).</source>
        <translation>
            <numerusform>%n page imprimée.</numerusform>
            <numerusform>%n pages imprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing needs the PDF renderer (pypdfium2).</source>
        <translation>L&apos;impression demande le moteur de rendu PDF (pypdfium2).</translation>
    </message>
    <message>
        <source>The printer cannot be used.</source>
        <translation>L&apos;imprimante ne peut pas servir.</translation>
    </message>
    <message>
        <source>No printing without a screen: export the PDF.</source>
        <translation>Pas d&apos;impression sans écran : exportez le PDF.</translation>
    </message>
</context>
<context>
    <name>GameAnalysis</name>
    <message>
        <source>1-ply</source>
        <translation>profondeur 1</translation>
    </message>
    <message>
        <source>{ply}-ply</source>
        <translation>profondeur {ply}</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="85"/>
        <source>Played: {choice} (equity {equity})</source>
        <translation>Joué : {choice} (équité {equity})</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="88"/>
        <source>The only legal play.</source>
        <translation>Le seul coup légal.</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="91"/>
        <source>Best: {choice} (equity {equity}), {loss} lost</source>
        <translation>Meilleur : {choice} (équité {equity}), {loss} perdu</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="96"/>
        <source>The best choice of {count}.</source>
        <translation>Le meilleur choix sur {count}.</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="103"/>
        <source>{name}: {errors} errors ({m1} {doubtful}, {m2} {bad}, {m3} {very_bad}), equity lost {loss}</source>
        <translation>{name} : {errors} erreurs ({m1} {doubtful}, {m2} {bad}, {m3} {very_bad}), équité perdue {loss}</translation>
    </message>
    <message>
        <location filename="../../games/analysis_view.py" line="106"/>
        <source>over {choices} choices</source>
        <translation>sur {choices} choix</translation>
    </message>
    <message>
        <source>{loss} a choice: {words}</source>
        <translation>{loss} par choix : {words}</translation>
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
        <translation>Ce fichier contient {n} parties. Laquelle ?</translation>
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
        <source>Your changes could not be kept aside ({error}): save the record.</source>
        <translation>Vos modifications n’ont pu être mises de côté ({error}) : enregistrez la partie.</translation>
    </message>
    <message>
        <source>Kept for later, it is offered again at the next start and in Game › Unfinished parties.</source>
        <translation>Gardée pour plus tard, elle sera proposée au prochain démarrage et dans Parties › Parties inachevées.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>A&amp;bandon it</source>
        <translation>L'a&amp;bandonner</translation>
    </message>
    <message>
        <source>A&amp;rchive it unfinished</source>
        <translation>L'a&amp;rchiver inachevée</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>La &amp;garder pour plus tard</translation>
    </message>
    <message>
        <source>This partie is not over (throw {n}). What should become of it?</source>
        <translation>Cette partie n'est pas finie (coup {n}). Qu'en faire ?</translation>
    </message>
    <message>
        <source>An unfinished partie</source>
        <translation>Une partie inachevée</translation>
    </message>
    <message>
        <source>{name} resigns the partie, which {other} wins. Resign?</source>
        <translation>{name} abandonne la partie, que gagne {other}. L'abandonner ?</translation>
    </message>
    <message>
        <source>Only a partie of two players, begun and not over, can be resigned.</source>
        <translation>Seule une partie à deux joueurs, commencée et non finie, peut être abandonnée.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner la partie</translation>
    </message>
    <message>
        <source>Resi&amp;gn the partie…</source>
        <translation>Aband&amp;onner la partie…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="84"/>
        <source>Recording</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="84"/>
        <source>Partie</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="89"/>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="90"/>
        <source>Trictrac Studio — {kind}: {names}</source>
        <translation>Trictrac Studio — {kind} : {names}</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="91"/>
        <source>Pa&amp;rtie</source>
        <translation>Pa&amp;rtie</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>Re&amp;lecture</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="93"/>
        <source>&amp;Save the record</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="94"/>
        <source>Save the record &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="95"/>
        <source>Save to the arc&amp;hive</source>
        <translation>Enregistrer dans les &amp;archives</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="96"/>
        <source>&amp;Replay this partie</source>
        <translation>&amp;Revoir cette partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="97"/>
        <source>&amp;Print the scoresheet (PDF)…</source>
        <translation>&amp;Imprimer la feuille de marque (PDF)…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="98"/>
        <source>&amp;Export a booklet of this partie…</source>
        <translation>E&amp;xporter un livret de cette partie…</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="99"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="143"/>
        <source>Save the record</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="145"/>
        <source>Records (*.trr)</source>
        <translation>Parties enregistrées (*.trr)</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="154"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="158"/>
        <source>Saved {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="168"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="168"/>
        <source>No archive is open.</source>
        <translation>Les archives ne sont pas ouvertes.</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="196"/>
        <source>The partie is over: save it to the archive with Ctrl+Alt+S.</source>
        <translation>La partie est finie : enregistrez-la dans les archives avec Ctrl+Alt+S.</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="203"/>
        <source>Unsaved record</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location filename="../../games/window.py" line="204"/>
        <source>The record has changes that are not saved. Save them?</source>
        <translation>La partie a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>The position searched: throw {n} is played from here.</source>
        <translation>La position cherchée : le coup {n} se joue d&apos;ici.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>&amp;Discard the changes</source>
        <translation>&amp;Abandonner les modifications</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>The comments and variations added to the replay of {game} were not saved when the studio stopped ({when}). Restore them?</source>
        <translation>Les commentaires et variantes ajoutés à la relecture de {game} n’étaient pas enregistrés quand le studio s’est arrêté ({when}). Les rétablir ?</translation>
    </message>
    <message>
        <source>A replay not saved</source>
        <translation>Une relecture non enregistrée</translation>
    </message>
    <message>
        <source>No partie is kept for later.</source>
        <translation>Aucune partie n'est gardée pour plus tard.</translation>
    </message>
    <message>
        <source>Unfinished parties</source>
        <translation>Parties inachevées</translation>
    </message>
    <message>
        <source>&amp;Unfinished parties…</source>
        <translation>Parties &amp;inachevées…</translation>
    </message>
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
        <location filename="../../games/__init__.py" line="269"/>
        <source>&amp;Game</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="76"/>
        <location filename="../../games/__init__.py" line="185"/>
        <location filename="../../games/__init__.py" line="200"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="97"/>
        <source>Not archived: {error}</source>
        <translation>Non archivée : {error}</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="131"/>
        <source>New partie</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="144"/>
        <location filename="../../games/__init__.py" line="159"/>
        <location filename="../../games/__init__.py" line="172"/>
        <source>Open a record</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="145"/>
        <source>Records (*.trr *.trictrac *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.trr *.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="177"/>
        <source>Replay from the archive</source>
        <translation>Revoir depuis les archives</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="177"/>
        <source>Game number:</source>
        <translation>Numéro de la partie :</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="185"/>
        <source>No game {n}.</source>
        <translation>Pas de partie {n}.</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="240"/>
        <source>An unfinished partie</source>
        <translation>Une partie inachevée</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="261"/>
        <source>A partie was left before its first throw. Take it up again?</source>
        <translation>Une partie a été laissée avant son premier coup. La reprendre ?</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="262"/>
        <source>A partie was left unfinished after throw {n}. Take it up again?</source>
        <translation>Une partie est restée inachevée après le coup {n}. La reprendre ?</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="245"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre la partie</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="246"/>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <location filename="../../games/__init__.py" line="247"/>
        <source>&amp;Abandon the partie</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
    <message>
        <source>Game {old} of the archive is not this partie: archived as game {n}.</source>
        <translation>La partie n° {old} des archives n&apos;est pas celle-ci : archivée comme partie n° {n}.</translation>
    </message>
    <message>
        <source>Archived as game {n}.</source>
        <translation>Archivée comme partie n° {n}.</translation>
    </message>
    <message>
        <source>{n} games archived.</source>
        <translation>{n} parties archivées.</translation>
    </message>
    <message>
        <source>Not archived: the record holds no game.</source>
        <translation>Non archivée : le texte ne contient aucune partie.</translation>
    </message>
    <message>
        <source>Already in the archive as game {n}, as it is: nothing to save.</source>
        <translation>Déjà dans les archives telle quelle (partie n° {n}) : rien à enregistrer.</translation>
    </message>
    <message>
        <source>Game {n} of the archive already holds this record: nothing to save.</source>
        <translation>La partie n° {n} des archives est déjà ainsi : rien à enregistrer.</translation>
    </message>
    <message>
        <source>Already in the archive as game {n}: your changes are saved into it (revision {r}).</source>
        <translation>Déjà dans les archives (partie n° {n}) : vos changements y sont enregistrés (version {r}).</translation>
    </message>
    <message>
        <source>Saved into game {n} of the archive (revision {r}).</source>
        <translation>Enregistrée dans la partie n° {n} des archives (version {r}).</translation>
    </message>
</context>
<context>
    <name>LessonPanels</name>
    <message>
        <location filename="../../lessons/panels.py" line="161"/>
        <source>The flèche&apos;s name:</source>
        <translation>Le nom de la flèche :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="189"/>
        <source>Click the flèche on the board, or pick it in the list.</source>
        <translation>Cliquez la flèche sur le tablier, ou choisissez-la dans la liste.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="204"/>
        <source>The flèche (B/N):</source>
        <translation>La flèche (B/N) :</translation>
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
        <translation>Jan :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="242"/>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="434"/>
        <source>Give the rencontres in the table (remove its row if the throw gives nothing).</source>
        <translation>Donnez les rencontres dans le tableau (ôtez sa ligne si le coup ne vaut rien).</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="441"/>
        <source>Announce the points: type them (0 if the throw gives nothing).</source>
        <translation>Annoncez les points : tapez-les (0 si le coup ne vaut rien).</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="469"/>
        <location filename="../../lessons/panels.py" line="470"/>
        <source>{colour}&apos;s points:</source>
        <translation>Points de {colour} :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="472"/>
        <source>Give the rencontres one by one: what, for whom, how many points, and where (click the board).</source>
        <translation>Détaillez les rencontres une à une : quoi, pour qui, combien de points, et où (cliquez le tablier).</translation>
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
        <translation>Cliquez une dame sur le tablier, puis la flèche où elle va ; ou choisissez le mouvement dans les listes.</translation>
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
        <translation>Points (jetons) :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="829"/>
        <source>Trous:</source>
        <translation>Trous :</translation>
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
        <translation>Donné par l&apos;exercice : marquez ce qui s&apos;ensuit.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="867"/>
        <source>Choose the winner.</source>
        <translation>Choisissez le gagnant.</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="876"/>
        <source>Winner:</source>
        <translation>Gagnant :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="877"/>
        <source>Points of the marqué:</source>
        <translation>Points du marqué :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="908"/>
        <location filename="../../lessons/panels.py" line="933"/>
        <source>{player}&apos;s final total:</source>
        <translation>Total final de {player} :</translation>
    </message>
    <message>
        <location filename="../../lessons/panels.py" line="928"/>
        <source>Rounded gain:</source>
        <translation>Gain arrondi :</translation>
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
        <translation>Élève :</translation>
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
        <source>&amp;Endless drill</source>
        <translation>Entraînement sans &amp;fin</translation>
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
        <source>Re&amp;try</source>
        <translation>Réess&amp;ayer</translation>
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
    <message numerus="yes">
        <location filename="../../lessons/player.py" line="430"/>
        <source>%n exercise(s) due for review</source>
        <translation>
            <numerusform>%n exercice à revoir</numerusform>
            <numerusform>%n exercices à revoir</numerusform>
        </translation>
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
        <translation>Oublier tous les résultats et révisions de {learner} ?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../lessons/player.py" line="451"/>
        <source>Progress reset: %n record(s) forgotten.</source>
        <translation>
            <numerusform>Progression remise à zéro : %n résultat oublié.</numerusform>
            <numerusform>Progression remise à zéro : %n résultats oubliés.</numerusform>
        </translation>
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
        <translation>Les parties jouées n&apos;ont donné aucun exercice pour cette leçon ; réessayez.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="524"/>
        <source>Drill: {count} new exercises.</source>
        <translation>Entraînement : {count} nouveaux exercices.</translation>
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
        <translation>L&apos;entraînement n&apos;a pu être préparé : {error}</translation>
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
        <translation>Bravo : la séance est finie.</translation>
    </message>
    <message>
        <location filename="../../lessons/player.py" line="741"/>
        <source>No hint left: show the solution if you are stuck.</source>
        <translation>Plus d&apos;indice : voyez la solution si vous bloquez.</translation>
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
        <source>École:</source>
        <translation>École :</translation>
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
        <source>Hint {number}:</source>
        <translation>Indice {number} :</translation>
    </message>
    <message numerus="yes">
        <location filename="../../lessons/texts.py" line="96"/>
        <source>%n hint(s) available.</source>
        <translation>
            <numerusform>%n indice disponible.</numerusform>
            <numerusform>%n indices disponibles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="109"/>
        <source>{count} exercises, {solved} solved</source>
        <translation>{count} exercices, {solved} résolus</translation>
    </message>
    <message>
        <location filename="../../lessons/texts.py" line="125"/>
        <source>Sources:</source>
        <translation>Sources :</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Explorer</source>
        <translation>Explorateur</translation>
    </message>
    <message>
        <location filename="../../window_menus.py" line="87"/>
        <source>Recent &amp;files</source>
        <translation>F&amp;ichiers récents</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="189"/>
        <source>Editor</source>
        <translation>Édition</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="190"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../window_menus.py" line="88"/>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="272"/>
        <source>{colour} to move</source>
        <translation>Trait à {colour}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="277"/>
        <source>off: {parts}</source>
        <translation>sorties : {parts}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="287"/>
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="289"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="163"/>
        <source>The diagram could not be kept aside: {error}</source>
        <translation>Le diagramme n&apos;a pas pu être mis de côté : {error}</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="181"/>
        <source>An unsaved diagram</source>
        <translation>Un diagramme non enregistré</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="182"/>
        <source>A diagram was left unsaved when the studio stopped. Take it up again?</source>
        <translation>Un diagramme n&apos;était pas enregistré quand le studio s&apos;est arrêté. Le reprendre ?</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="187"/>
        <source>Recovered diagram</source>
        <translation>Diagramme repris</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="200"/>
        <source>Unsaved diagram</source>
        <translation>Diagramme non enregistré</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="201"/>
        <source>The diagram has changes that are not saved. Save them?</source>
        <translation>Le diagramme a des modifications non enregistrées. Les enregistrer ?</translation>
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
        <translation>{point} : vide</translation>
    </message>
    <message>
        <location filename="../../window_gestures.py" line="102"/>
        <source>{point}: {count} × {colour}</source>
        <translation>{point} : {count} × {colour}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="347"/>
        <source>Play {moves}</source>
        <translation>Jouer {moves}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="386"/>
        <source>Copied the code: {code}</source>
        <translation>Code copié : {code}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="395"/>
        <source>Copied a text diagram</source>
        <translation>Diagramme texte copié</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="399"/>
        <source>Copied an image</source>
        <translation>Image copiée</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="410"/>
        <source>Nothing to paste: {error}</source>
        <translation>Rien à coller : {error}</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="413"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="414"/>
        <source>Pasted {code}</source>
        <translation>Collé : {code}</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="45"/>
        <source>New diagram</source>
        <translation>Nouveau diagramme</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="54"/>
        <source>Open a diagram</source>
        <translation>Ouvrir un diagramme</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="56"/>
        <source>Trictrac diagrams (*{suffix});;Game records and text (*.trictrac *.txt);;All files (*)</source>
        <translation>Diagrammes de trictrac (*{suffix});;Parties et texte (*.trictrac *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="71"/>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="123"/>
        <location filename="../../window_files.py" line="74"/>
        <source>Open {name}</source>
        <translation>Ouvrir {name}</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="104"/>
        <source>Save the diagram</source>
        <translation>Enregistrer le diagramme</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="106"/>
        <source>Trictrac diagrams (*{suffix})</source>
        <translation>Diagrammes de trictrac (*{suffix})</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="62"/>
        <location filename="../../window_exports.py" line="98"/>
        <location filename="../../window_files.py" line="118"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../../window_files.py" line="126"/>
        <source>Saved {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="39"/>
        <location filename="../../window_exports.py" line="47"/>
        <source>Export as PNG</source>
        <translation>Exporter en PNG</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="41"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="48"/>
        <source>Width in pixels:</source>
        <translation>Largeur en pixels :</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="71"/>
        <source>Export as SVG</source>
        <translation>Exporter en SVG</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="73"/>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../window_exports.py" line="150"/>
        <source>Exported {path}</source>
        <translation>{path} exporté</translation>
    </message>
    <message>
        <location filename="../../window_lessons.py" line="45"/>
        <source>Lesson progress kept in the settings: {error}</source>
        <translation>Progression des leçons conservée dans les réglages : {error}</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="45"/>
        <source>Opening the archive…</source>
        <translation>Ouverture des archives…</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="48"/>
        <source>Archive opened: {path}</source>
        <translation>Archives ouvertes : {path}</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="50"/>
        <source>The sample archive: {n} parties imported into {path}</source>
        <translation>Les archives d&apos;exemple : {n} parties importées dans {path}</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="57"/>
        <source>Save to the archive</source>
        <translation>Enregistrer dans les archives</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="58"/>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="73"/>
        <location filename="../../window_archive.py" line="89"/>
        <location filename="../../window_archive.py" line="120"/>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="74"/>
        <source>Cannot save to the archive: {error}</source>
        <translation>Enregistrement dans les archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="77"/>
        <source>Saved to the archive</source>
        <translation>Enregistré dans les archives</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="90"/>
        <source>Cannot open the archive: {error}</source>
        <translation>Ouverture des archives impossible : {error}</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="94"/>
        <source>Open from the archive</source>
        <translation>Ouvrir depuis les archives</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="97"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="97"/>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../window_archive.py" line="97"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="447"/>
        <source>Move the cursor over the flèches</source>
        <translation>Déplacer le curseur sur les flèches</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="448"/>
        <source>Add a dame at the cursor / remove one</source>
        <translation>Poser une dame au curseur / en ôter une</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="449"/>
        <source>Add a Blanc / Noir dame at the cursor</source>
        <translation>Poser une dame blanche / noire au curseur</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="451"/>
        <source>Empty the flèche at the cursor</source>
        <translation>Vider la flèche du curseur</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="456"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="458"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="458"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>intermediate</source>
        <translation>intermédiaire</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>débutant</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>occasionnel</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avancé</translation>
    </message>
    <message>
        <source>expert (looks two plies ahead)</source>
        <translation>expert (voit deux coups plus loin)</translation>
    </message>
    <message>
        <source>How strongly the computer plays</source>
        <translation>La force de jeu de l&apos;ordinateur</translation>
    </message>
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
    <message>
        <source>Take-backs allowed (a play and the reply taken back)</source>
        <translation>Reprises permises (un coup repris avec la réponse)</translation>
    </message>
    <message>
        <source>Never in an école game, where a mistake is the opponent&apos;s to claim</source>
        <translation>Jamais dans une partie avec écoles, où l&apos;adversaire peut envoyer une faute à l&apos;école</translation>
    </message>
    <message>
        <source>I throw real dice (and type them)</source>
        <translation>Je jette de vrais dés (et les saisis)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>a tournament, a club evening… (remembered)</source>
        <translation>un tournoi, une soirée au cercle… (retenu)</translation>
    </message>
</context>
<context>
    <name>PlayWidget</name>
    <message>
        <source>&lt;b&gt;The partie is over&lt;/b&gt;: {name} resigned, {winner} wins.</source>
        <translation>&lt;b&gt;La partie est finie&lt;/b&gt; : {name} a abandonné, {winner} gagne.</translation>
    </message>
    <message>
        <source>Not played: choose your play again.</source>
        <translation>Pas joué : choisissez de nouveau votre coup.</translation>
    </message>
    <message>
        <source>Not decided: choose again.</source>
        <translation>Pas décidé : choisissez de nouveau.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="308"/>
        <source>Type the primauté as Blanc&apos;s die, Noir&apos;s die: 5-3</source>
        <translation>Tapez la primauté : le dé de Blanc, puis celui de Noir, ainsi : 5-3</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="314"/>
        <source>Type the throw as two dice from 1 to 6, such as 6-5.</source>
        <translation>Tapez le coup comme deux dés de 1 à 6, par exemple 6-5.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="338"/>
        <source>Choose a play in the list (or click a dame, then its destination).</source>
        <translation>Choisissez un coup dans la liste (ou cliquez sur une dame, puis sur sa destination).</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="358"/>
        <source>Taken back.</source>
        <translation>Saisie annulée.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="362"/>
        <source>Nothing to take back: the last input has been answered.</source>
        <translation>Rien à annuler : la dernière saisie a déjà reçu sa réponse.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="411"/>
        <source>No legal play moves this dame.</source>
        <translation>Aucun coup légal ne déplace cette dame.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="430"/>
        <source>Choose how the throw is completed, in the list or on the board.</source>
        <translation>Choisissez comment achever le coup, dans la liste ou sur le tablier.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="541"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="542"/>
        <source>&amp;Throw the dice</source>
        <translation>&amp;Jeter les dés</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="543"/>
        <source>Enter</source>
        <translation>Saisir</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="544"/>
        <source>Type the throw as it fell, e.g. 6-5, then Enter</source>
        <translation>Tapez le coup tel qu&apos;il est tombé, par exemple 6-5, puis Entrée</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="545"/>
        <source>Legal plays</source>
        <translation>Coups légaux</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="546"/>
        <source>&amp;Play</source>
        <translation>J&amp;ouer</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="547"/>
        <source>A trou is won</source>
        <translation>Un trou est gagné</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="548"/>
        <source>&amp;Hold (tenir)</source>
        <translation>&amp;Tenir</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="549"/>
        <source>&amp;Leave (s&apos;en aller)</source>
        <translation>&amp;S&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="551"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="552"/>
        <source>and s&apos;en aller</source>
        <translation>et s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="553"/>
        <source>&amp;Declare</source>
        <translation>A&amp;nnoncer</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="554"/>
        <source>É&amp;cole !</source>
        <translation>É&amp;cole !</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="555"/>
        <source>&amp;No claim</source>
        <translation>&amp;Pas d&apos;école</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="556"/>
        <source>&amp;Undo the last input</source>
        <translation>&amp;Annuler la dernière saisie</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="557"/>
        <source>S&amp;kip: play it at once</source>
        <translation>Pass&amp;er : voir le jeu entier</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="559"/>
        <source>The computer&apos;s play is shown move by move; click to see it whole</source>
        <translation>Le coup de l&apos;ordinateur est montré dame par dame ; cliquez pour le voir en entier</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="561"/>
        <source>Throws and plays</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="566"/>
        <location filename="../../games/play_widget.py" line="695"/>
        <source>-- (no play)</source>
        <translation>-- (aucun coup)</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="627"/>
        <source>&lt;b&gt;The partie is over&lt;/b&gt;: {who}.</source>
        <translation>&lt;b&gt;La partie est finie&lt;/b&gt; : {who}.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="628"/>
        <source>partie nulle</source>
        <translation>partie nulle</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="630"/>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="633"/>
        <source>&lt;b&gt;Primauté&lt;/b&gt;: each throws one die; the higher plays both.</source>
        <translation>&lt;b&gt;Primauté&lt;/b&gt; : chacun jette un dé ; le plus fort joue les deux.</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="637"/>
        <source>to throw</source>
        <translation>doit jeter</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="638"/>
        <source>to hold or leave</source>
        <translation>doit tenir ou s&apos;en aller</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="639"/>
        <source>to play {throw}</source>
        <translation>doit jouer {throw}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="640"/>
        <source>to mark his points</source>
        <translation>doit marquer ses points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="641"/>
        <source>may claim an école</source>
        <translation>peut envoyer à l&apos;école</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="645"/>
        <source>the computer is thinking…</source>
        <translation>l&apos;ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="649"/>
        <source>{name}: {trous}, {points}</source>
        <translation>{name} : {trous}, {points}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="657"/>
        <source>Marqué {n}</source>
        <translation>Marqué {n}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="660"/>
        <source>Mark your points from your throw</source>
        <translation>Marquez les points de votre coup</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="662"/>
        <source>Mark what the opponent&apos;s throw gave you</source>
        <translation>Marquez ce que le coup de l&apos;adversaire vous donne</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="664"/>
        <source>Mark your points</source>
        <translation>Marquez vos points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="668"/>
        <source>{name} marked {points} points and leaves. École ?</source>
        <translation>{name} a marqué {points} points et s&apos;en va. École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="670"/>
        <source>{name} marked {points} points. École ?</source>
        <translation>{name} a marqué {points} points. École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="674"/>
        <source>École ?</source>
        <translation>École ?</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="678"/>
        <source>Now marqué {n}: {w} {tw} – {b} {tb} trous</source>
        <translation>Marqué {n} en cours : {w} {tw} – {b} {tb} trous</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="741"/>
        <source>&lt;b&gt;{who} {throw}&lt;/b&gt;: no points</source>
        <translation>&lt;b&gt;{who} {throw}&lt;/b&gt; : aucun point</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="804"/>
        <source>par moins</source>
        <translation>par moins</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="806"/>
        <source>par trop</source>
        <translation>par trop</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="808"/>
        <source>{who} declared {d}, the laws give {t}: école {kind} of {p} points</source>
        <translation>{who} a annoncé {d}, les lois donnent {t} : école {kind} de {p} points</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="812"/>
        <source>{who} declared {d}: right</source>
        <translation>{who} a annoncé {d} : juste</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="814"/>
        <source>claimed {c}, {a} marked</source>
        <translation>{c} réclamés, {a} marqués</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="818"/>
        <source>fausse école of {f}</source>
        <translation>fausse école de {f}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="822"/>
        <source>Écoles marked: {totals}</source>
        <translation>Écoles marquées : {totals}</translation>
    </message>
    <message>
        <location filename="../../games/play_widget.py" line="837"/>
        <source>Complete the play</source>
        <translation>Achever le coup</translation>
    </message>
    <message>
        <source>The studio throws the dice in this partie: click Throw the dice.</source>
        <translation>Le studio jette les dés dans cette partie : cliquez sur Jeter les dés.</translation>
    </message>
    <message>
        <source>The computer is thinking: take back once it has played.</source>
        <translation>L&apos;ordinateur réfléchit : reprenez le coup une fois qu&apos;il a joué.</translation>
    </message>
    <message>
        <source>Taken back, with the reply: your decision again.</source>
        <translation>Repris avec la réponse : à vous de décider de nouveau.</translation>
    </message>
    <message>
        <source>Take-backs were not allowed when this partie was started.</source>
        <translation>Les reprises n&apos;ont pas été permises au début de cette partie.</translation>
    </message>
    <message>
        <source>Completed by the studio: {play}</source>
        <translation>Achevé par le studio : {play}</translation>
    </message>
    <message>
        <source>Put back: play again.</source>
        <translation>Dames remises : jouez de nouveau.</translation>
    </message>
    <message>
        <source>Con&amp;firm (Enter)</source>
        <translation>Con&amp;firmer (Entrée)</translation>
    </message>
    <message>
        <source>Undo (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <source>Take &amp;back (with the reply)</source>
        <translation>Repren&amp;dre le coup (avec la réponse)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{who}&lt;/b&gt; wins {trous}</source>
        <translation>&lt;b&gt;{who}&lt;/b&gt; gagne {trous}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{who}&lt;/b&gt; wins {trous} and leaves (s&apos;en va)</source>
        <translation>&lt;b&gt;{who}&lt;/b&gt; gagne {trous} et s&apos;en va</translation>
    </message>
    <message>
        <source>&lt;b&gt;{who}&lt;/b&gt; wins {trous} and holds (tient)</source>
        <translation>&lt;b&gt;{who}&lt;/b&gt; gagne {trous} et tient</translation>
    </message>
    <message>
        <source>&lt;b&gt;{who}&lt;/b&gt; wins the primauté, {mine} against {theirs}: he plays {throw}</source>
        <translation>&lt;b&gt;{who}&lt;/b&gt; gagne la primauté, {mine} contre {theirs} : il joue {throw}</translation>
    </message>
    <message>
        <source>The studio throws the dice (Ctrl+R)</source>
        <translation>Le studio jette les dés (Ctrl+R)</translation>
    </message>
    <message>
        <source>Several plays go on from here: move the next dame (Esc puts the dames back).</source>
        <translation>Plusieurs coups se jouent d&apos;ici : jouez la dame suivante (Échap remet les dames).</translation>
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
        <translation>&amp;Voir dans :</translation>
    </message>
    <message>
        <location filename="../../i18n.py" line="63"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type :</translation>
    </message>
    <message>
        <location filename="../../i18n.py" line="74"/>
        <source>File &amp;name:</source>
        <translation>&amp;Nom de fichier :</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <location filename="../../games/replay_widget.py" line="204"/>
        <source>Throw and play</source>
        <translation>Coup et jeu</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="204"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="207"/>
        <source>|◀ First</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="208"/>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="209"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="210"/>
        <source>Last ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="211"/>
        <source>Go to throw…</source>
        <translation>Aller au coup…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="212"/>
        <source>Next scoring event</source>
        <translation>Prochain coup qui marque</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="213"/>
        <source>Add a variation…</source>
        <translation>Ajouter une variante…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="214"/>
        <source>Play a variation on the board</source>
        <translation>Jouer une variante sur le tablier</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="221"/>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="222"/>
        <source>The throw of the variation, e.g. 6-5, then Enter</source>
        <translation>Le coup de dés de la variante, par exemple 6-5, puis Entrée</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="231"/>
        <location filename="../../games/replay_widget.py" line="326"/>
        <source>variation {n}</source>
        <translation>variante {n}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="598"/>
        <source>{name}: {trous}, {points}</source>
        <translation>{name} : {trous}, {points}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="605"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="605"/>
        <source>Throw {n}</source>
        <translation>Coup {n}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="607"/>
        <source>(variation)</source>
        <translation>(variante)</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="672"/>
        <source>Go to throw</source>
        <translation>Aller au coup</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="673"/>
        <source>Throw number:</source>
        <translation>Numéro du coup :</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="752"/>
        <location filename="../../games/replay_widget.py" line="813"/>
        <source>Choose a throw first: a variation replaces it.</source>
        <translation>Choisissez d&apos;abord un coup : une variante le remplace.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="755"/>
        <source>A variation replaces a throw.</source>
        <translation>Une variante remplace un coup.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="795"/>
        <source>Add a variation</source>
        <translation>Ajouter une variante</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="796"/>
        <source>The throw and the play instead (e.g. 6-5 B1-B7 B1-B6):</source>
        <translation>Le coup et le jeu à la place (par exemple 6-5 B1-B7 B1-B6) :</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="817"/>
        <source>In a partie with écoles, type the variation (Add a variation…).</source>
        <translation>Dans une partie avec écoles, tapez la variante (Ajouter une variante…).</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="851"/>
        <source>Variation: {who} plays {throw} — click a dame, then where it goes.</source>
        <translation>Variante : {who} joue {throw} — cliquez une dame, puis sa flèche d&apos;arrivée.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="855"/>
        <source>Variation: the partie is over.</source>
        <translation>Variante : la partie est finie.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="857"/>
        <source>Variation: {who}&apos;s throw (type it, then Enter).</source>
        <translation>Variante : le coup de dés de {who} (tapez-le, puis Entrée).</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="871"/>
        <source>No variation is being played.</source>
        <translation>Aucune variante n&apos;est en cours.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="907"/>
        <source>A trou is won</source>
        <translation>Un trou est gagné</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="908"/>
        <source>S&apos;en aller (leave)? No: tenir (hold).</source>
        <translation>S&apos;en aller ? Non : tenir.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="988"/>
        <source>No legal play moves this dame.</source>
        <translation>Aucun coup légal ne déplace cette dame.</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1016"/>
        <source>end of the marqué: refait at {trous} trous</source>
        <translation>fin du marqué : refait à {trous} trous</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1017"/>
        <source>end of the marqué: {winner} wins it, {trous} trous, {points} points</source>
        <translation>fin du marqué : {winner} le gagne, {trous} trous, {points} points</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1022"/>
        <source>end of the partie: partie nulle</source>
        <translation>fin de la partie : partie nulle</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="1023"/>
        <source>end of the partie: {winner} wins</source>
        <translation>fin de la partie : {winner} gagne</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="204"/>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="215"/>
        <source>Analyse the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="216"/>
        <source>Booklet with the analysis…</source>
        <translation>Livret avec l&apos;analyse…</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="382"/>
        <source>Analysing: %v of %m choices</source>
        <translation>Analyse : %v choix sur %m</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="412"/>
        <source>The game could not be analysed: {error}</source>
        <translation>La partie n&apos;a pas pu être analysée : {error}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="438"/>
        <location filename="../../games/replay_widget.py" line="498"/>
        <source>Booklet with the tutor&apos;s analysis</source>
        <translation>Livret avec l&apos;analyse du tuteur</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="440"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="491"/>
        <source>The booklet could not be written: {error}</source>
        <translation>Le livret n&apos;a pas pu être écrit : {error}</translation>
    </message>
    <message>
        <location filename="../../games/replay_widget.py" line="536"/>
        <source>The tutor&apos;s analysis</source>
        <translation>L&apos;analyse du tuteur</translation>
    </message>
    <message>
        <source>Mark the throw…</source>
        <translation>Noter le coup…</translation>
    </message>
    <message>
        <source>Mark the throw</source>
        <translation>Noter le coup</translation>
    </message>
    <message>
        <source>The mark of this throw:</source>
        <translation>La note de ce coup :</translation>
    </message>
    <message>
        <source>(no mark)</source>
        <translation>(aucune note)</translation>
    </message>
    <message>
        <source>Choose a throw first: a mark goes on a throw.</source>
        <translation>Choisissez d&apos;abord un coup : une note se met sur un coup.</translation>
    </message>
    <message>
        <source>Not a mark: {glyph}</source>
        <translation>Pas une note : {glyph}</translation>
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
        <translation>Gain brut : &lt;b&gt;{gross}&lt;/b&gt; pour {winner} · arrondi : &lt;b&gt;{rounded}&lt;/b&gt;</translation>
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
<context>
    <name>CoachPanel</name>
    <message>
        <source>No choice of yours to advise on now.</source>
        <translation>Aucun choix à vous conseiller pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The tutor is thinking…</source>
        <translation>Le tuteur réfléchit…</translation>
    </message>
    <message>
        <source>The tutor could not answer: {error}</source>
        <translation>Le tuteur n&apos;a pas pu répondre : {error}</translation>
    </message>
    <message>
        <source>s&apos;en aller</source>
        <translation>s&apos;en aller</translation>
    </message>
    <message>
        <source>tenir</source>
        <translation>tenir</translation>
    </message>
    <message>
        <source>The tutor would {choice} (tenir {hold}, s&apos;en aller {leave}).</source>
        <translation>Le tuteur choisirait de {choice} (tenir {hold}, s&apos;en aller {leave}).</translation>
    </message>
    <message>
        <source>The tutor would play {play} ({count} legal plays).</source>
        <translation>Le tuteur jouerait {play} ({count} coups légaux).</translation>
    </message>
    <message>
        <source>(nothing can be played)</source>
        <translation>(rien ne peut être joué)</translation>
    </message>
    <message>
        <source>The tutor is checking your choice…</source>
        <translation>Le tuteur examine votre choix…</translation>
    </message>
    <message>
        <source>This choice loses {loss} of equity ({mark}). The tutor would choose {best} ({equity}).

Make your choice anyway?</source>
        <translation>Ce choix perd {loss} d&apos;équité ({mark}). Le tuteur choisirait {best} ({equity}).

Faire tout de même votre choix ?</translation>
    </message>
    <message>
        <source>Tutor mode</source>
        <translation>Mode tuteur</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Jouer tout de même</translation>
    </message>
    <message>
        <source>Change my choice</source>
        <translation>Changer mon choix</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <source>What would the tutor play?</source>
        <translation>Que jouerait le tuteur ?</translation>
    </message>
    <message>
        <source>The plays of your throw ranked by the tutor (Ctrl+H)</source>
        <translation>Les coups de votre jet classés par le tuteur (Ctrl+H)</translation>
    </message>
    <message>
        <source>stops a choice that loses</source>
        <translation>arrête un choix qui perd</translation>
    </message>
    <message>
        <source>Before a play or a decision of yours is made, the tutor says what it loses</source>
        <translation>Avant qu&apos;un de vos coups ou une de vos décisions soit joué, le tuteur dit ce qu&apos;il perd</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>douteux</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>mauvais</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>très mauvais</translation>
    </message>
    <message>
        <source>{value} or more ({name})</source>
        <translation>{value} ou plus ({name})</translation>
    </message>
</context>
<context>
    <name>ExplorerPanel</name>
    <message>
        <source>Search the archive for the plays made from this position.</source>
        <translation>Chercher dans les archives les coups joués depuis cette position.</translation>
    </message>
    <message>
        <source>The archive could not be opened.</source>
        <translation>Les archives n&apos;ont pas pu être ouvertes.</translation>
    </message>
    <message>
        <source>Searching the archive…</source>
        <translation>Recherche dans les archives…</translation>
    </message>
    <message>
        <source>The archive could not be searched: {error}</source>
        <translation>Les archives n&apos;ont pas pu être interrogées : {error}</translation>
    </message>
    <message>
        <source>No game of the archive passes through this position.</source>
        <translation>Aucune partie des archives ne passe par cette position.</translation>
    </message>
    <message>
        <source>{games} games of the archive pass through this position.</source>
        <translation>{games} parties des archives passent par cette position.</translation>
    </message>
    <message>
        <source>1 game of the archive passes through this position.</source>
        <translation>1 partie des archives passe par cette position.</translation>
    </message>
    <message>
        <source>Only the dice shown</source>
        <translation>Seulement les dés affichés</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Le jouer</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Fois</translation>
    </message>
    <message>
        <source>Blanc won</source>
        <translation>Blanc gagne</translation>
    </message>
    <message>
        <source>Noir won</source>
        <translation>Noir gagne</translation>
    </message>
</context>
<context>
    <name>Desktop</name>
    <message>
        <source>Add to the desktop&apos;s menu</source>
        <translation>Ajouter au menu du bureau</translation>
    </message>
    <message>
        <source>Add Trictrac Studio to your desktop&apos;s menu, with its icon, and open .trictrac files with it?

It can be taken away again with: trictrac-studio --uninstall-desktop</source>
        <translation>Ajouter Trictrac Studio au menu de votre bureau, avec son icône, et lui faire ouvrir les fichiers .trictrac ?

On peut l&apos;en retirer avec : trictrac-studio --uninstall-desktop</translation>
    </message>
    <message>
        <source>Trictrac Studio is in the desktop&apos;s menu.</source>
        <translation>Trictrac Studio est dans le menu du bureau.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Puzzles from the archive</source>
        <translation>Problèmes tirés des archives</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Répondre</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <source>No puzzle is due. Puzzles are made from the analysed games of the archive (trictrac archive analyse, then trictrac puzzles make).</source>
        <translation>Aucun problème à faire. Les problèmes sont tirés des parties analysées des archives (trictrac archive analyse, puis trictrac puzzles make).</translation>
    </message>
    <message>
        <source>Puzzle {n}: game {game}, throw {turn} ({due} to go)</source>
        <translation>Problème {n} : partie {game}, coup {turn} ({due} à faire)</translation>
    </message>
    <message>
        <source>{dice} to play: find the best play.</source>
        <translation>{dice} à jouer : trouvez le meilleur jeu.</translation>
    </message>
    <message>
        <source>{dice}: a trou won. Tenir or s&apos;en aller?</source>
        <translation>{dice} : un trou gagné. Tenir ou s&apos;en aller ?</translation>
    </message>
    <message>
        <source>Right: that is the tutor&apos;s best choice.</source>
        <translation>Juste : c&apos;est le meilleur choix du tuteur.</translation>
    </message>
    <message>
        <source>Not the best: the tutor chooses {best}.</source>
        <translation>Pas le meilleur : le tuteur choisit {best}.</translation>
    </message>
    <message>
        <source>The tutor at 2-ply: {best} has equity {best_equity}, the second best choice {second}. In the game, {played} was played: equity {played_equity}, {loss} lost.</source>
        <translation>Le tuteur à la profondeur 2 : {best} vaut {best_equity}, le deuxième meilleur choix {second}. Dans la partie, on a joué {played} : {played_equity}, {loss} perdu.</translation>
    </message>
    <message>
        <source>The archive cannot be read: {error}</source>
        <translation>Les archives ne peuvent être lues : {error}</translation>
    </message>
    <message>
        <source>Analyse the archive and &amp;make puzzles</source>
        <translation>Analyser l&apos;archive et &amp;créer des problèmes</translation>
    </message>
    <message>
        <source>Analyse the games not yet analysed and make puzzles of their errors (Cancel keeps them)</source>
        <translation>Analyser les parties pas encore analysées et tirer des problèmes de leurs erreurs (Annuler garde ce qui est fait)</translation>
    </message>
    <message>
        <source>The work failed: {error}</source>
        <translation>Le travail a échoué : {error}</translation>
    </message>
    <message>
        <source>No puzzle is due. Puzzles are made from the errors of the archive&apos;s games, once analysed: the button below does both.</source>
        <translation>Aucun problème à faire. Les problèmes sont tirés des erreurs des parties de l&apos;archive, une fois analysées : le bouton ci-dessous fait l&apos;un et l&apos;autre.</translation>
    </message>
</context>
<context>
    <name>Rating</name>
    <message>
        <source>awful</source>
        <translation>désastreux</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>débutant</translation>
    </message>
    <message>
        <source>casual player</source>
        <translation>joueur occasionnel</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>intermédiaire</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avancé</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>world class</source>
        <translation>de classe mondiale</translation>
    </message>
    <message>
        <source>supernatural</source>
        <translation>surnaturel</translation>
    </message>
    <message>
        <source>mean equity lost per choice, game after game</source>
        <translation>équité moyenne perdue par choix, partie après partie</translation>
    </message>
    <message>
        <source>Rating of {name}</source>
        <translation>Niveau de {name}</translation>
    </message>
    <message>
        <source>{name}: {games} analysed games, {choices} choices, mean equity lost {loss} a choice</source>
        <translation>{name} : {games} parties analysées, {choices} choix, équité moyenne perdue {loss} par choix</translation>
    </message>
    <message>
        <source>{date} — game {game} v {opponent}: mean {loss}, {words}</source>
        <translation>{date} — partie {game} contre {opponent} : moyenne {loss}, {words}</translation>
    </message>
    <message>
        <source>Worst decisions (double-click one to open its game there):</source>
        <translation>Pires décisions (double-cliquez pour ouvrir la partie à ce coup) :</translation>
    </message>
    <message>
        <source>Game {game}, throw {turn}, {dice}: {played}, {loss} lost (best {best})</source>
        <translation>Partie {game}, coup {turn}, {dice} : {played}, {loss} perdu (meilleur {best})</translation>
    </message>
    <message>
        <source>{name}: 1 analysed game, {choices} choices, mean equity lost {loss} a choice</source>
        <translation>{name} : 1 partie analysée, {choices} choix, équité moyenne perdue {loss} par choix</translation>
    </message>
</context>
<context>
    <name>ArchiveWork</name>
    <message>
        <source>{n} games analysed.</source>
        <translation>{n} parties analysées.</translation>
    </message>
    <message>
        <source>1 game analysed.</source>
        <translation>1 partie analysée.</translation>
    </message>
    <message>
        <source>1 game could not be replayed.</source>
        <translation>1 partie n&apos;a pu être rejouée.</translation>
    </message>
    <message>
        <source>{n} games could not be replayed.</source>
        <translation>{n} parties n&apos;ont pu être rejouées.</translation>
    </message>
    <message>
        <source>1 puzzle made.</source>
        <translation>1 problème créé.</translation>
    </message>
    <message>
        <source>{n} puzzles made.</source>
        <translation>{n} problèmes créés.</translation>
    </message>
    <message>
        <source>Stopped: what was done is kept.</source>
        <translation>Arrêté : ce qui était fait est gardé.</translation>
    </message>
    <message>
        <source>Making puzzles</source>
        <translation>Création des problèmes</translation>
    </message>
    <message>
        <source>Analysing games</source>
        <translation>Analyse des parties</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stopping after this game…</source>
        <translation>Arrêt après cette partie…</translation>
    </message>
    <message>
        <source>{done} of {total} games analysed, {puzzles} puzzles made</source>
        <translation>parties analysées : {done} sur {total} ; problèmes créés : {puzzles}</translation>
    </message>
    <message>
        <source>{done} of {total} errors looked at, {puzzles} puzzles made</source>
        <translation>erreurs examinées : {done} sur {total} ; problèmes créés : {puzzles}</translation>
    </message>
</context>
<context>
    <name>UnfinishedDialog</name>
    <message>
        <source>Abandon the partie {players}? It will not be offered again.</source>
        <translation>Abandonner la partie {players} ? Elle ne sera plus proposée.</translation>
    </message>
    <message>
        <source>Abandon a partie</source>
        <translation>Abandonner une partie</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <source>&amp;Abandon…</source>
        <translation>&amp;Abandonner…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre la partie</translation>
    </message>
    <message>
        <source>The parties kept for later:</source>
        <translation>Les parties gardées pour plus tard :</translation>
    </message>
    <message>
        <source>These parties were left before their end. Take one up again?</source>
        <translation>Ces parties ont été laissées avant leur fin. En reprendre une ?</translation>
    </message>
    <message>
        <source>Unfinished parties</source>
        <translation>Parties inachevées</translation>
    </message>
    <message>
        <source>{players} — partie {variant}, {n} throws — {when}</source>
        <translation>{players} — partie {variant}, {n} coups — {when}</translation>
    </message>
    <message>
        <source>ordinaire</source>
        <translation>ordinaire</translation>
    </message>
    <message>
        <source>à écrire</source>
        <translation>à écrire</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Discard</source>
        <translation>Abandonner les modifications</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>About Trictrac Studio</source>
        <translation>À propos de Trictrac Studio</translation>
    </message>
    <message>
        <source>The game's saved revisions, the newest last; Enter opens the one chosen</source>
        <translation>Les versions enregistrées de la partie, la plus récente en dernier ; Entrée ouvre celle choisie</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>Versions</translation>
    </message>
    <message>
        <source>The player&apos;s costliest decisions; a double click opens the game there</source>
        <translation>Les décisions les plus coûteuses du joueur ; un double clic ouvre la partie à cet endroit</translation>
    </message>
    <message>
        <source>Worst decisions</source>
        <translation>Pires décisions</translation>
    </message>
    <message>
        <source>The player&apos;s analysed games, with the rating of each</source>
        <translation>Les parties analysées du joueur, avec le niveau de chacune</translation>
    </message>
    <message>
        <source>Games rated</source>
        <translation>Parties jugées</translation>
    </message>
    <message>
        <source>Why the rencontre scores</source>
        <translation>Pourquoi la rencontre marque</translation>
    </message>
    <message>
        <source>What the answer is worth</source>
        <translation>Ce que vaut la réponse</translation>
    </message>
    <message>
        <source>Turns of the partie</source>
        <translation>Coups de la partie</translation>
    </message>
    <message>
        <source>The rencontres, the legal plays and the chances of the diagram</source>
        <translation>Les rencontres, les coups légaux et les chances du diagramme</translation>
    </message>
    <message>
        <source>The points each side wins in this position, and why</source>
        <translation>Les points que chaque camp gagne dans cette position, et pourquoi</translation>
    </message>
    <message>
        <source>The plays played from this position in the archive, with how often each side then won</source>
        <translation>Les coups joués depuis cette position dans les archives, et combien de fois chaque camp a ensuite gagné</translation>
    </message>
    <message>
        <source>The plays of the dice shown, best first; Enter or a double click plays the chosen one</source>
        <translation>Les coups des dés affichés, le meilleur d'abord ; Entrée ou un double clic joue celui qui est choisi</translation>
    </message>
    <message>
        <source>The next throw of the variation, as 6-5</source>
        <translation>Le prochain jet de la variante, comme 6-5</translation>
    </message>
    <message>
        <source>The lessons with your progress; Enter opens the chosen one</source>
        <translation>Les leçons et vos progrès ; Entrée ouvre celle qui est choisie</translation>
    </message>
    <message>
        <source>The explanation, then the exercises</source>
        <translation>L'explication, puis les exercices</translation>
    </message>
    <message>
        <source>The diagram's dice, score, annotations, caption and comment</source>
        <translation>Les dés, la marque, les annotations, la légende et le commentaire du diagramme</translation>
    </message>
    <message>
        <source>The checked answer, the hints and the solution</source>
        <translation>La réponse vérifiée, les indices et la solution</translation>
    </message>
    <message>
        <source>The arrow keys move the cursor from flèche to flèche; Space or Enter chooses it</source>
        <translation>Les flèches du clavier mènent le curseur de flèche en flèche ; Espace ou Entrée la choisit</translation>
    </message>
    <message>
        <source>The archive's games that match the filters; Enter opens the chosen game</source>
        <translation>Les parties des archives qui répondent aux filtres ; Entrée ouvre la partie choisie</translation>
    </message>
    <message>
        <source>Search within the results</source>
        <translation>Chercher dans les résultats</translation>
    </message>
    <message>
        <source>Scoresheet of the exercise</source>
        <translation>Feuille de marque de l'exercice</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Saved filters</source>
        <translation>Filtres enregistrés</translation>
    </message>
    <message>
        <source>Rencontres</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <source>Question and answer</source>
        <translation>Question et réponse</translation>
    </message>
    <message>
        <source>Preview of the first page</source>
        <translation>Aperçu de la première page</translation>
    </message>
    <message>
        <source>Plays to choose from</source>
        <translation>Coups proposés</translation>
    </message>
    <message>
        <source>Plays of the archive's games</source>
        <translation>Coups des parties des archives</translation>
    </message>
    <message>
        <source>One row for each marqué, then the totals</source>
        <translation>Une ligne par marqué, puis les totaux</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Legal plays</source>
        <translation>Coups légaux</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Games found</source>
        <translation>Parties trouvées</translation>
    </message>
    <message>
        <source>Explanation of the lesson</source>
        <translation>Explication de la leçon</translation>
    </message>
    <message>
        <source>Enter or a double click opens the chosen diagram</source>
        <translation>Entrée ou un double clic ouvre le diagramme choisi</translation>
    </message>
    <message>
        <source>Enter or a double click answers with the chosen play</source>
        <translation>Entrée ou un double clic répond par le coup choisi</translation>
    </message>
    <message>
        <source>Editor panel</source>
        <translation>Panneau d'édition</translation>
    </message>
    <message>
        <source>Each turn's dice, play, the tutor's mark and comment; the board follows the chosen turn</source>
        <translation>Pour chaque coup, les dés, les dames jouées, la note du tuteur et le commentaire ; le tablier suit le coup choisi</translation>
    </message>
    <message>
        <source>Each throw of the dice, its chance and what it scores; a double click shows its dice</source>
        <translation>Chaque jet de dés, sa chance et ce qu'il marque ; un double clic affiche ses dés</translation>
    </message>
    <message>
        <source>Dice of the variation</source>
        <translation>Dés de la variante</translation>
    </message>
    <message>
        <source>Diagrams to print</source>
        <translation>Diagrammes à imprimer</translation>
    </message>
    <message>
        <source>Diagrams in the archive</source>
        <translation>Diagrammes des archives</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>Board of the puzzle</source>
        <translation>Tablier du problème</translation>
    </message>
    <message>
        <source>Board of the exercise</source>
        <translation>Tablier de l'exercice</translation>
    </message>
    <message>
        <source>Board of the chosen game</source>
        <translation>Tablier de la partie choisie</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablier</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
</context>
</TS>
