"""The composition root: a short real run of the loop, and the crash log."""

from seega.ui import app


def test_runs_a_few_frames_and_exits_cleanly(tmp_path):
    assert app.main(["--frames", "5", "--data-dir", str(tmp_path)]) == 0


def test_crash_writes_a_log_and_returns_failure(tmp_path, monkeypatch, capsys):
    def explode(args):
        raise RuntimeError("boom")

    monkeypatch.setattr(app, "run", explode)
    assert app.main(["--data-dir", str(tmp_path)]) == 1
    logs = list(tmp_path.glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text()
    assert "RuntimeError: boom" in text and "pygame-ce" in text
    assert str(logs[0]) in capsys.readouterr().err


def test_parser_is_extensible():
    parser = app.build_parser()
    parser.add_argument("--replay", action="store_true")
    assert parser.parse_args(["--replay", "--frames", "3"]).frames == 3
