"""High Noon Saloon's pictures and motion (offscreen): every house area and character has its generated picture,
a pack's pictures replace them, an attack flashes and floats its damage over the target, and the last move's
arrow is gone once the next turn begins and on a new game's table."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QGraphicsPixmapItem

from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.ui.games.high_noon_saloon.board import HighNoonSaloonBoard
from tabletop_qt.ui import svg_read
from tabletop_qt.ui.games.high_noon_saloon import art as hns_art
from tabletop_qt.ui.items.last_move import marks_in
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene
from tabletop_qt.ui.games.high_noon_saloon.motion import Effect

NAMES = ["Ann", "Bob", "Cleo", "Dirk"]
SMALL_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" viewBox="0 0 10 10">'
             '<rect x="0" y="0" width="10" height="10" fill="#00ff00"/></svg>')


def test_every_house_area_and_character_has_its_own_picture() -> None:
    content = house_set()
    found = set()
    for area in content.areas:
        path = hns_art.picture_path(hns_art.ArtKind.AREA, area.id, None)
        assert path is not None and path.parent.name == "areas", area.id
        found.add(path)
    for character in content.characters:
        path = hns_art.picture_path(hns_art.ArtKind.PORTRAIT, character.id, None)
        assert path is not None and path.parent.name == "portraits", character.id
        assert svg_read.natural_size(path) is not None, f"{path} is not a picture Qt's SVG reader reads"
        found.add(path)
    assert len(content.characters) == 8 and len(found) == len(content.areas) + 8  # one picture each, none shared


def test_the_map_and_figures_show_the_pictures(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = HighNoonSaloonScene()
    pictures = [i for i in scene.items() if isinstance(i, QGraphicsPixmapItem) and isinstance(i.data(0), tuple)
                and i.data(0)[0] == "area_picture"]
    assert {p.data(0)[1] for p in pictures} == {a.id for a in house_set().areas}
    # Drawn on the picture thread, then shown.
    qtbot.waitUntil(lambda: all(not p.pixmap().isNull() for p in pictures), timeout=20000)
    game = get_game("high_noon_saloon")
    state = game.new_state(2, 3)
    view = game.view(state, 0)
    assert hns_art.figure_portrait(view["players"][0]["character"], None) is not None


def test_a_packs_pictures_replace_the_house_ones(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "area_bar.svg").write_text(SMALL_SVG)
    (tmp_path / "portrait_doc_wallace.svg").write_text(SMALL_SVG)
    assert hns_art.picture_path(hns_art.ArtKind.AREA, "bar", tmp_path) == tmp_path / "area_bar.svg"
    assert hns_art.picture_path(hns_art.ArtKind.PORTRAIT, "doc_wallace", tmp_path) == tmp_path / "portrait_doc_wallace.svg"
    # What the pack has not drawn stays the house picture.
    assert hns_art.picture_path(hns_art.ArtKind.AREA, "piano", tmp_path).parent == hns_art.HOUSE_ART / "areas"
    scene = HighNoonSaloonScene(art_dir=tmp_path)
    bar = next(i for i in scene.items() if isinstance(i, QGraphicsPixmapItem) and isinstance(i.data(0), tuple)
               and i.data(0)[:2] == ("area_picture", "bar"))
    assert bar.data(0)[2] == str(tmp_path / "area_bar.svg")
    qtbot.waitUntil(lambda: not bar.pixmap().isNull(), timeout=20000)
    image = bar.pixmap().toImage()
    colour = image.pixelColor(image.width() // 2, image.height() // 2)
    assert (colour.red(), colour.green(), colour.blue()) == (0, 255, 0)
    # The character card is drawn with the pack's portrait: green where the house portrait has none.
    face = scene._faces.pixmap("char_doc_wallace", 100, 140, 1.0).toImage()  # noqa: SLF001 (the faces the scene draws)
    colour = face.pixelColor(50, 80)
    assert (colour.red(), colour.green(), colour.blue()) == (0, 255, 0)
    house = HighNoonSaloonScene()._faces.pixmap("char_doc_wallace", 100, 140, 1.0).toImage()  # noqa: SLF001
    assert house.pixelColor(50, 80).green() != 255


def _steps(players: int, seed: int, limit: int = 3000):  # type: ignore[no-untyped-def]
    """Positions of a game of random legal actions, with the events that led to each (attacks favoured)."""
    game = get_game("high_noon_saloon")
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if game.outcome(state).finished:
            return
        seat = game.current_seats(state)[0]
        actions = [a for a in game.legal_actions(state, seat) if a.to_json()["type"] != "quick_draw"]
        attacks = [a for a in actions if a.to_json()["type"] in ("declare", "target", "equip", "jump")]
        busy = [a for a in actions if a.to_json()["type"] not in ("end_phase", "block")]
        choice = rng.choice(attacks) if attacks else rng.choice(busy) if busy and rng.random() < 0.7 else rng.choice(actions)
        state, events = game.apply(state, seat, choice)
        yield game, state, events


def _show(scene: HighNoonSaloonScene, game: Any, state: Any, events: Any) -> None:
    scene.show_view(game.view(state, 0), NAMES[: len(game.view(state, 0)["players"])], [], events)


def test_an_attack_flashes_and_floats_its_damage_over_the_target(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = HighNoonSaloonScene()
    flashed = floated = False
    for game, state, events in _steps(3, 11):
        _show(scene, game, state, events)
        codes = [e.code for e in events]
        if "hns.targeted" in codes:
            effects = scene.motion.effect_items(Effect.FLASH) + scene.motion.effect_items(Effect.SWING)
            assert len(effects) == 1 and effects[0].scene() is scene
            flashed = True
        hits = [e.args for e in events if e.code == "hns.damage" and e.args["grit"] > 0]
        if hits:
            numbers = sorted(i.text() for i in scene.motion.effect_items(Effect.DAMAGE))
            assert numbers == sorted(f"\u2212{h['grit']}" for h in hits)
            target = scene.figure_items().get(hits[0]["target"])
            if target is not None:
                item = scene.motion.effect_items(Effect.DAMAGE)[0]
                assert abs(item.sceneBoundingRect().center().x() - target.pos().x()) < 40  # over the target
            floated = True
        if flashed and floated:
            break
    assert flashed and floated
    # Off (a replay stepped by hand): nothing is added.
    scene.motion.finish()
    scene.motion.enabled = False
    scene.motion.damage(scene.figure_items()[0].pos(), 4)
    assert not scene.motion.effect_items()


def test_the_last_attack_fades_when_the_next_turn_begins_and_never_reaches_a_new_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = HighNoonSaloonBoard()
    scene = board.hns_scene
    attacked = False
    for game, state, events in _steps(3, 5):
        board.show_view(game.view(state, 0), NAMES[:3], [], events)
        codes = [e.code for e in events]
        if "hns.targeted" in codes:
            attacked = True
            assert marks_in(scene)
        elif attacked and "hns.turn_started" in codes:
            assert not scene.last_move.shown  # no longer the mark: fading
            qtbot.waitUntil(lambda: not marks_in(scene), timeout=5000)
            break
    else:
        raise AssertionError("no attack and next turn in this game")
    # An attack on the table, then a new game: its first position shows no arrow.
    for game, state, events in _steps(3, 5):
        board.show_view(game.view(state, 0), NAMES[:3], [], events)
        if any(e.code == "hns.targeted" for e in events):
            break
    assert marks_in(scene)
    board.prepare_table(3, 0)
    fresh = get_game("high_noon_saloon").new_state(3, 99)
    board.show_view(get_game("high_noon_saloon").view(fresh, 0), NAMES[:3], [], [])
    assert not marks_in(scene)


def test_resting_on_a_card_shows_it_large_beside_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = HighNoonSaloonScene()  # no view: a view replays the real pointer's last move over the test's own
    game = get_game("high_noon_saloon")
    state = game.new_state(3, 4)
    while not game.view(state, 0)["players"][0].get("hand"):
        seat = game.current_seats(state)[0]
        state, _ = game.apply(state, seat, game.legal_actions(state, seat)[0])
    scene.show_view(game.view(state, 0), NAMES[:3], [])
    card = scene.hand_items()[0]
    assert scene.hover_card.shown_key is None
    _move(scene, card.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: scene.hover_card.shown_key == card.key, timeout=3000)
    big = scene.hover_card.item
    assert big is not None and big.rect().width() >= 2 * card.rect().width()
    assert scene.sceneRect().contains(big.sceneBoundingRect())
    assert not big.sceneBoundingRect().intersects(card.sceneBoundingRect())  # the card itself stays in sight
    # Away from every card: gone.
    _move(scene, scene.space_item("floor_1").pos())
    qtbot.waitUntil(lambda: scene.hover_card.shown_key is None, timeout=3000)


def _move(scene: HighNoonSaloonScene, pos: Any) -> None:
    """The pointer moves over the table to ``pos`` (as the view tells its scene; a QTest move is not always
    delivered to an offscreen window)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

    event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseMove)
    event.setScenePos(pos)
    QApplication.sendEvent(scene, event)


def test_card_names_and_tooltips_are_in_the_readers_language(qtbot, languages, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The house set carries Italian and Dutch names and texts for every card: the faces, the tooltips and the log
    name a card in the reader's language, never in English inside an Italian or Dutch sentence."""
    from tabletop_qt.core.game import Event
    from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
    from tabletop_qt.content import house_set_folder, read_pack
    from tabletop_qt.i18n.languages import Language
    from tabletop_qt.ui.games.high_noon_saloon import texts as hns_texts
    from tabletop_qt.ui.texts import event_text

    content = house_set()
    for card in [*content.saloon, *content.team]:
        for code in ("it", "nl"):
            assert dict(card.names).get(code) and dict(card.texts).get(code), (card.id, code)
    assert len({c.name_in("it") for c in content.saloon}) == len(content.saloon)  # no two cards share a name
    scene = HighNoonSaloonScene()
    expected = {Language.ENGLISH: ("Steady Aim", "Gun attack"), Language.ITALIAN: ("Mira ferma", "Attacco con pistola"),
                Language.DUTCH: ("Vaste hand", "Aanval met een vuurwapen")}
    for language, (name, text) in expected.items():
        languages.set_language(language)
        line = event_text(Event("hns.discarded", {"seat": 0, "card": "steady_aim#2"}), NAMES)
        assert line is not None and name in line and (language is Language.ENGLISH or "Steady Aim" not in line), line
        tip = scene._card_tip("steady_aim#2")  # noqa: SLF001 (the tooltip every card of the table gets)
        assert tip.split("\n") == [name, tip.split("\n")[1]] and tip.split("\n")[1].startswith(text), tip
    # A pack's own words for a language it carries; English (its one wording) for the others.
    folder = tmp_path / "pack"
    shutil.copytree(house_set_folder("high_noon_saloon"), folder)
    pack_json = (folder / "pack.json").read_text().replace('"id": "house"', '"id": "gulch"').replace('"house_set": true', '"house_set": false')
    (folder / "pack.json").write_text(pack_json)
    saloon = (folder / "saloon.json").read_text().replace('"it": "Mira ferma"', '"it": "Mira d\'acciaio"')
    (folder / "saloon.json").write_text(saloon)
    pack = read_pack("high_noon_saloon", folder)
    previous = hns_texts.table_catalog()
    try:
        hns_texts.use_catalog(Catalog(pack))
        languages.set_language(Language.ITALIAN)
        assert "Mira d'acciaio" in (event_text(Event("hns.discarded", {"seat": 0, "card": "steady_aim"}), NAMES) or "")
    finally:
        hns_texts.use_catalog(previous)


def test_the_decks_have_drawn_backs_a_pack_may_replace(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    content = house_set()
    from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces

    for key in ("back", "load_back"):
        assert hns_art.picture_path(hns_art.ArtKind.CARD, key, None) is not None
        assert HnsCardFaces(content).has_picture(key)
    assert not HnsCardFaces(content).has_picture("peacemaker")  # a card's face is drawn from its data
    (tmp_path / "back.svg").write_text(SMALL_SVG)
    face = HnsCardFaces(content, tmp_path).pixmap("back", 100, 140, 1.0).toImage()
    colour = face.pixelColor(50, 70)
    assert (colour.red(), colour.green(), colour.blue()) == (0, 255, 0)


def test_damage_numbers_of_a_new_attack_replace_the_last_ones(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Fast bots or a replay playing on never pile numbers up: each attack's numbers replace the last attack's."""
    from tabletop_qt.core.game import Event
    from tabletop_qt.ui.games.high_noon_saloon.motion import play_events

    scene = HighNoonSaloonScene()
    figures: dict[int, Any] = {}
    for game, state, events in _steps(3, 11):
        _show(scene, game, state, events)
        figures = scene.figure_items()
        if len(figures) == 3:
            break
    scene.motion.finish()
    play_events(scene.motion, [Event("hns.damage", {"attacker": 0, "target": 1, "grit": 3})], figures, {}, None)
    play_events(scene.motion, [Event("hns.damage", {"attacker": 0, "target": 2, "grit": 2}),
                               Event("hns.damage", {"attacker": 0, "target": 1, "grit": 2})], figures, {}, None)
    assert sorted(i.text() for i in scene.motion.effect_items(Effect.DAMAGE)) == ["\u22122", "\u22122"]
    play_events(scene.motion, [Event("hns.targeted", {"seat": 1, "targets": [0]})], figures, {}, {"kind": "melee"})
    assert not scene.motion.effect_items(Effect.DAMAGE) and len(scene.motion.effect_items(Effect.SWING)) == 1


CIRCLE_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">'
              '<circle cx="50" cy="50" r="50" fill="#ff0000"/></svg>')


def _red_width(image: Any, y: int) -> int:
    colours = (image.pixelColor(x, y) for x in range(image.width()))
    return sum(1 for colour in colours if colour.red() > 128 and colour.alpha() > 128)


def _assert_round(image: Any) -> None:
    """A circle covering a 200 x 100 image: a disc of radius 100 about the image's centre, cut at its top and bottom
    (stretched to the image, it would be an ellipse 200 wide and 100 high)."""
    assert (image.width(), image.height()) == (200, 100)
    for y in (5, 25):
        circle = 2 * (100**2 - (50 - y) ** 2) ** 0.5  # 178 and 194 px; the stretched ellipse's 87 and 173
        assert abs(_red_width(image, y) - circle) <= 4, (y, _red_width(image, y), circle)


def test_a_picture_of_another_shape_than_its_area_is_cut_not_stretched(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    circle = tmp_path / "circle.svg"
    circle.write_text(CIRCLE_SVG)
    # On the picture thread (the map's areas)...
    drawn: list[Any] = []
    hns_art.drawer().request(circle, 100.0, 50.0, 2.0, 0.0, drawn.append)
    qtbot.waitUntil(lambda: bool(drawn), timeout=20000)
    _assert_round(drawn[0].toImage())
    # ...on the GUI thread (the figures' discs)...
    _assert_round(hns_art.pixmap(circle, 50.0, 25.0, 4.0).toImage())  # type: ignore[union-attr]
    # ...and with a painter that scales (a card face's portrait, drawn in the card's design units).
    image = QImage(200, 100, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(2.0, 2.0)
    assert hns_art.draw(painter, circle, QRectF(0, 0, 100, 50))
    painter.end()
    _assert_round(image)
