; Archenemy Companion's Windows installer (NSIS 3, Modern UI 2): a per-user install, no administrator.
;
;   makensis -DVERSION=0.3.0 -DBUNDLE=path\to\archenemy-companion -DOUTFILE=ArchenemyCompanion-0.3.0-setup.exe ^
;            packaging\windows\installer.nsi
;
; VERSION is packaging/version.py's (a development build's 0.4.0.dev0+g1a2b3c4d5e6f too: Windows' numeric file
; version takes its first three numbers).
; makensis runs in this folder: give BUNDLE and OUTFILE as absolute paths.
; BUNDLE is PyInstaller's one-folder output on Windows (archenemy-companion\ holding archenemy-companion.exe, its
; console twin archenemy.exe, _internal\ and licenses\, the third-party licence texts).
; Installs into %LOCALAPPDATA%\Programs\Archenemy Companion, adds a Start menu shortcut, registers the
; uninstaller under HKCU (Settings > Apps) and lets .jsonl saved games open with the app.  The uninstaller
; removes the program folder only: saved games and settings live elsewhere (%LOCALAPPDATA%\archenemy-companion,
; platformdirs' user data folder) and are kept.  English and Spanish.
;
; CI (make dist's smoke test) compiles this script with Debian's makensis against a stand-in folder holding
; the Linux bundle's file list; a real Windows build is the workflow's recipe (.github/workflows/bundle.yml).

Unicode true
!include "MUI2.nsh"

!ifndef VERSION
  !error "pass -DVERSION=x.y.z"
!endif
!ifndef BUNDLE
  !error "pass -DBUNDLE=<the PyInstaller folder archenemy-companion>"
!endif
; The numeric X.Y.Z of VERSION (Windows' file version has four numbers and no letters).
!searchparse /noerrors "${VERSION}." "" V_MAJOR "." V_MINOR "." V_PATCH "."
!ifndef V_PATCH
  !error "VERSION ${VERSION} does not start with X.Y.Z"
!endif

!ifndef OUTFILE
  !define OUTFILE "ArchenemyCompanion-${VERSION}-setup.exe"
!endif

!define APP_NAME "Archenemy Companion"
!define APP_EXE "archenemy-companion.exe"
!define CONSOLE_EXE "archenemy.exe"
!define APP_ID "io.github.archenemy_companion.ArchenemyCompanion"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define PROG_ID "ArchenemyCompanion.SavedGame"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel user
SetCompressor /SOLID lzma
VIProductVersion "${V_MAJOR}.${V_MINOR}.${V_PATCH}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} installer"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT License"

!define MUI_ICON "../icons/archenemy-companion.ico"
!define MUI_UNICON "../icons/archenemy-companion.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "../../LICENSE"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"

LangString SavedGame ${LANG_ENGLISH} "Archenemy Companion saved game"
LangString SavedGame ${LANG_SPANISH} "Partida guardada de Archenemy Companion"
LangString KeptGames ${LANG_ENGLISH} "Your saved games and settings were kept in $LOCALAPPDATA\archenemy-companion."
LangString KeptGames ${LANG_SPANISH} "Tus partidas guardadas y tus ajustes se han conservado en $LOCALAPPDATA\archenemy-companion."

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section "Install"
  SetShellVarContext current
  ; A new version replaces the old program files (never the saved games, which are not here).
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  ; Saved games (.jsonl) open with the app, for this user.
  WriteRegStr HKCU "Software\Classes\${PROG_ID}" "" "$(SavedGame)"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr HKCU "Software\Classes\.jsonl\OpenWithProgids" "${PROG_ID}" ""

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "Archenemy Companion developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; The program folder only: saved games and settings are in $LOCALAPPDATA\archenemy-companion.
  ; Every top-level entry of the bundle (make smoke checks this list against the bundle's).
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\${CONSOLE_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "Software\Classes\${PROG_ID}"
  DeleteRegValue HKCU "Software\Classes\.jsonl\OpenWithProgids" "${PROG_ID}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DetailPrint "$(KeptGames)"
SectionEnd
