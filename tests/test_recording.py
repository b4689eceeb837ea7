"""wordfinder.recording: --record appends to a regular or new file and touches nothing else."""

import os
import socket

import pytest

from wordfinder import recording
from wordfinder.feedback import score
from wordfinder.games import BadRecord, read_games
from wordfinder.play import Game, Secret, game_words
from wordfinder.recording import append_record, check_record_file, record_game

RECORD = "* 1: `CRANE=CRANE` yields `CRANE`\n"


@pytest.fixture(scope="module")
def vocabulary():
    return recording.replay_vocabulary(game_words())


def won(word="SLATE"):
    return Game(Secret(word)).guessed(score(word, word))


def snapshot(path):
    status = os.lstat(path)
    return status.st_ino, status.st_mode, status.st_size, status.st_mtime_ns


def test_a_missing_file_is_created_with_game_1(tmp_path, vocabulary):
    """A new file's name is accepted, and the first game recorded there is game 1."""
    path = tmp_path / "new.md"
    assert check_record_file(path).next_number == 1 and not path.exists()
    record_game(path, won(), vocabulary)
    assert [g.number for g in read_games([path])] == [1]


def test_a_symlink_stays_a_link_and_its_target_grows(tmp_path, vocabulary):
    """Recording through a symlink appends to its target and leaves the link a link."""
    target = tmp_path / "games.md"
    target.write_text(RECORD, encoding="utf-8")
    link = tmp_path / "link.md"
    link.symlink_to(target)
    assert record_game(link, won(), vocabulary).number == 2
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8").startswith(RECORD)
    assert len(read_games([target])) == 2


def test_hard_links_and_mode_are_kept(tmp_path, vocabulary):
    """The file is appended in place: its inode, its hard links and its mode stay."""
    path = tmp_path / "games.md"
    path.write_text(RECORD.rstrip("\n"), encoding="utf-8")  # no final line break
    os.chmod(path, 0o640)
    os.link(path, tmp_path / "hard.md")
    inode = os.stat(path).st_ino
    record_game(path, won(), vocabulary)
    assert os.stat(path).st_ino == inode and os.stat(path).st_mode & 0o777 == 0o640
    assert (tmp_path / "hard.md").read_text(encoding="utf-8") == path.read_text(encoding="utf-8")
    assert path.read_text(encoding="utf-8").splitlines()[0] == RECORD.rstrip("\n")


@pytest.mark.parametrize("device", ["/dev/null", "/dev/full", "/dev/zero"])
def test_devices_are_refused_before_the_game_and_untouched(device):
    """A device is refused by the pre-game check, naming its kind, and never opened for writing."""
    if not os.path.exists(device):
        pytest.skip(f"{device} does not exist here")
    before = snapshot(device)
    with pytest.raises(BadRecord, match=f"^'{device}': is a character device"):
        check_record_file(device)
    assert snapshot(device) == before


def test_fifo_socket_folder_and_dangling_link_are_refused_at_once(tmp_path):
    """A FIFO (no reader: it would block), a socket, a folder and a dangling symlink are refused."""
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere.md")
    (tmp_path / "to-null").symlink_to("/dev/null")
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(tmp_path / "sock"))
        for name, reason in [
            ("pipe", "FIFO"),
            ("sock", "socket"),
            (".", "folder"),
            ("dangling", "symlink to nothing"),
            ("to-null", "character device"),
        ]:
            with pytest.raises(BadRecord, match=reason):
                check_record_file(tmp_path / name)
    assert not (tmp_path / "nowhere.md").exists()
    assert os.path.islink(tmp_path / "to-null")


def test_a_read_only_file_is_refused_before_the_game(tmp_path):
    """A file that cannot be appended to is refused before the game, not after it."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    os.chmod(path, 0o444)
    if os.access(path, os.W_OK):
        pytest.skip("running as root: permissions do not stop writes")
    with pytest.raises(BadRecord, match="cannot be written"):
        check_record_file(path)


def test_a_file_swapped_during_the_game_is_not_written(tmp_path, vocabulary):
    """When the checked file is replaced by a FIFO before the record is written, nothing is
    written and nothing blocks; replaced by a regular file (an editor's save), it is appended to."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    checked = check_record_file(path)
    path.unlink()
    os.mkfifo(path)
    with pytest.raises(BadRecord, match="FIFO"):
        record_game(checked, won(), vocabulary)
    path.unlink()
    path.write_text(RECORD, encoding="utf-8")
    assert record_game(checked, won(), vocabulary).number == 2


def test_append_refuses_a_file_swapped_as_it_is_opened(tmp_path):
    """append_record compares the opened file with the one checked, and writes nothing to another."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    checked = check_record_file(path)
    other = recording.RecordFile(checked.name, checked.target, (checked.identity[0], -1), 2)
    with pytest.raises(BadRecord, match="replaced"):
        append_record(other, read_games([path])[0])
    assert path.read_text(encoding="utf-8") == RECORD


def test_a_full_disk_leaves_the_old_size(tmp_path, monkeypatch, vocabulary):
    """A write that fails half-way is cut back: the file is byte for byte what it was."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    real_write = os.write
    calls = []

    def half(fd, data):
        calls.append(len(data))
        if len(calls) == 1:
            return real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(recording.os, "write", half)
    with pytest.raises(BadRecord, match="No space left"):
        append_record(path, read_games([path])[0])
    assert path.read_text(encoding="utf-8") == RECORD


def test_existing_content_must_read_as_games(tmp_path):
    """A file whose records are broken, or which is not UTF-8, is refused before the game."""
    path = tmp_path / "games.md"
    path.write_bytes(b"* 3: broken\n")
    with pytest.raises(BadRecord, match="games.md:1"):
        check_record_file(path)
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(BadRecord, match="not UTF-8"):
        check_record_file(path)


def test_standard_input_names_are_not_games_files():
    """--record - or /dev/stdin is refused (it would create a file named '-', or write to a terminal)."""
    for name in ("-", "/dev/stdin"):
        with pytest.raises(BadRecord, match="--record takes a regular file"):
            check_record_file(name)
