; Inno Setup 6 script: the Windows installer of «Домино Козёл» (Kozel Domino).
;
; It packs the one-folder PyInstaller build (dist\kozel\kozel.exe with _internal\) into
; dist\kozel-VERSION-windows-x64-setup.exe. Built on a Windows runner by
; .github/workflows/windows.yml; by hand, from the repository's root:
;
;   set KOZEL_ONEDIR=1
;   .venv\Scripts\python -m PyInstaller --noconfirm build.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\kozel.iss
;
; The version comes from pyproject.toml through the /DAppVersion switch (the workflow
; reads it with kozel_gui.version). The installer installs for the current user without
; administrator rights unless the user chooses all users. An upgrade replaces the program
; folder; the player's files (settings, saved match, history, score pads) live in
; %LOCALAPPDATA%\kozel-domino, which neither an upgrade nor the uninstaller touches.
; This file is UTF-8 with a byte order mark, which Inno Setup needs for the Cyrillic.

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z packaging\windows\kozel.iss
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\kozel"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
; The id ties every version's installer to the same installed program: never change it.
AppId={{4BBAF5BD-4ADC-477E-A678-DE49EC2E1FDF}
AppName=Домино Козёл
AppVersion={#AppVersion}
AppVerName=Домино Козёл {#AppVersion}
AppPublisher=The Kozel Domino authors
AppCopyright=MIT licence; bundled libraries: see the LICENSES folder
VersionInfoVersion={#AppVersion}
VersionInfoProductName=Домино Козёл (Kozel Domino)
DefaultDirName={autopf}\Kozel Domino
DisableProgramGroupPage=yes
DisableDirPage=auto
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
LicenseFile=..\..\LICENSE
SetupIconFile=..\..\assets\icon\kozel.ico
UninstallDisplayIcon={app}\kozel.exe
UninstallDisplayName=Домино Козёл (Kozel Domino)
OutputDir={#OutputDir}
OutputBaseFilename=kozel-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "uk"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[CustomMessages]
ru.GameName=Домино Козёл
en.GameName=Kozel Domino
uk.GameName=Доміно Козел

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade must not keep the old version's libraries beside the new ones.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#SourceDir}\_internal\licenses\*"; DestDir: "{app}\LICENSES"; Flags: ignoreversion
Source: "{#SourceDir}\_internal\assets\LICENSES\*"; DestDir: "{app}\LICENSES"; Flags: ignoreversion
Source: "{#SourceDir}\_internal\pygame_gui\data\licenses\*"; DestDir: "{app}\LICENSES"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\{cm:GameName}"; Filename: "{app}\kozel.exe"
Name: "{autodesktop}\{cm:GameName}"; Filename: "{app}\kozel.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\kozel.exe"; Description: "{cm:LaunchProgram,{cm:GameName}}"; Flags: nowait postinstall skipifsilent
