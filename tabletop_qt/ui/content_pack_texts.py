"""The words for a content pack's mistakes (core/games/high_noon_saloon/content.py ContentError codes) and for the
packs the new-game dialog lists: one whole sentence per code, the place (file, line, field) filled in."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tabletop_qt.core.games.high_noon_saloon.content import ContentError, PackInfo


# Each mistake's sentence, by its code; the loader's own English detail goes in the tooltip.
CONTENT_ERRORS: dict[str, str] = {
    "content.missing_file": QT_TRANSLATE_NOOP("ContentPack", "the file is missing."),
    "content.unreadable": QT_TRANSLATE_NOOP("ContentPack", "the file cannot be read."),
    "content.not_json": QT_TRANSLATE_NOOP("ContentPack", "the text is not valid JSON."),
    "content.bad_schema": QT_TRANSLATE_NOOP("ContentPack", "this is not a High Noon Saloon content file."),
    "content.newer_schema": QT_TRANSLATE_NOOP("ContentPack", "the file was made for a newer version of the app."),
    "content.missing_field": QT_TRANSLATE_NOOP("ContentPack", "this field is missing."),
    "content.unknown_field": QT_TRANSLATE_NOOP("ContentPack", "this field is not part of the format (a typo?)."),
    "content.bad_value": QT_TRANSLATE_NOOP("ContentPack", "this value is not allowed here."),
    "content.duplicate_id": QT_TRANSLATE_NOOP("ContentPack", "the same id is used twice."),
    "content.unknown_reference": QT_TRANSLATE_NOOP("ContentPack", "this names something the pack does not have."),
    "content.bad_count": QT_TRANSLATE_NOOP("ContentPack", "the number of cards is not the box's."),
    # Not the loader's: the app keeps the house set's id for the house set (its translated names go by it).
    "content.house_id": QT_TRANSLATE_NOOP(
        "ContentPack", "the id “house” belongs to the Tabletop Qt house set: give the pack an id of its own."
    ),
}


def content_error_text(error: ContentError) -> str:
    """A pack's mistake in one translated sentence: where it is (file, line, field), then what is wrong."""
    what = QCoreApplication.translate("ContentPack", CONTENT_ERRORS.get(error.code, CONTENT_ERRORS["content.bad_value"]))
    if error.line and error.field:
        where = QCoreApplication.translate("ContentPack", "{file}, line {line}, field {field}").format(
            file=error.file, line=error.line, field=error.field
        )
    elif error.line:
        where = QCoreApplication.translate("ContentPack", "{file}, line {line}").format(file=error.file, line=error.line)
    elif error.field:
        where = QCoreApplication.translate("ContentPack", "{file}, field {field}").format(file=error.file, field=error.field)
    else:
        where = error.file
    return QCoreApplication.translate("ContentPack", "{where}: {problem}").format(where=where, problem=what)


HOUSE_SET_NAME = QT_TRANSLATE_NOOP("ContentPack", "Tabletop Qt house set")


def house_set_name() -> str:
    return QCoreApplication.translate("ContentPack", HOUSE_SET_NAME)


def pack_name(pack: PackInfo, language: str) -> str:
    """A pack's name for the reader: the house set's is the app's own words, translated; another pack's is the
    name its pack.json gives for ``language`` ("names"), else its one name."""
    if pack.house_set and pack.id == "house":
        return house_set_name()
    return pack.name_in(language)


def loader_detail_text(error: ContentError) -> str:
    """The loader's own detail (written in English by the content checker), marked as such for the tooltip."""
    return QCoreApplication.translate("ContentPack", "Detail (in English): {detail}").format(detail=str(error))


def broken_pack_text(folder: str) -> str:
    """A listed pack that cannot be played (named by its folder: its name may be where the mistake is)."""
    return QCoreApplication.translate("ContentPack", "{folder} (cannot be played)").format(folder=folder)


def pack_problem_text(folder: str, error: ContentError) -> str:
    return QCoreApplication.translate("ContentPack", "“{folder}” cannot be played: {mistake}").format(
        folder=folder, mistake=content_error_text(error)
    )
