@echo off
rem Double-click launcher for Windows: runs main.py two folders up from this file.
cd /d "%~dp0..\.."
where py >nul 2>nul && (py -3 main.py %*) || (python main.py %*)
if errorlevel 1 pause
