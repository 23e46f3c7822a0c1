; Inno Setup 6 recipe: the Windows installer of Tabletop Qt, made from the PyInstaller app folder.
;
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\tabletop-qt /DOutputDir=dist /DIconFile=build\icons\tabletop-qt.ico packaging\windows\tabletop-qt.iss
;
; packaging/build.py --release runs exactly that on Windows (it finds iscc on PATH or in Inno Setup's folder).
;
; Installing for all users (the installer asks; administrator rights) also adds a Windows Firewall rule that lets
; the app accept connections on private networks: hosting a LAN table listens on a TCP port, and finding tables
; uses multicast DNS (UDP 5353). Installed for the current user only, Windows asks the first time a table is
; opened to the network: allow "Private networks". The rule is removed on uninstall.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z ...
#endif
#ifndef SourceDir
  #error Pass the app folder: iscc /DSourceDir=dist\tabletop-qt ...
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef IconFile
  #error Pass the icon: iscc /DIconFile=build\icons\tabletop-qt.ico ...
#endif

#define AppName "Tabletop Qt"
#define AppExe "tabletop-qt.exe"
#define FirewallRule "Tabletop Qt"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{48EF85AB-DB47-4D7B-B38D-8E3714BC13A1}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Tabletop Qt developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user by default (no administrator needed); the dialog offers "for all users", which also adds the rule.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=tabletop-qt-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: the executable and _internal\ (Qt, Python, the app's resources and translations).
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
; An upgrade replaces the folder: files a previous version had and this one has not must not linger in _internal.
[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
; All-users installs only (netsh needs administrator rights): inbound connections to the app, private networks.
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"" program=""{app}\{#AppExe}"""; Flags: runhidden; Check: IsAdminInstallMode
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall add rule name=""{#FirewallRule}"" dir=in action=allow program=""{app}\{#AppExe}"" enable=yes profile=private"; Flags: runhidden; Check: IsAdminInstallMode; StatusMsg: "Allowing Tabletop Qt on private networks (Windows Firewall)..."
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallRun]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"" program=""{app}\{#AppExe}"""; Flags: runhidden; Check: IsAdminInstallMode; RunOnceId: "RemoveFirewallRule"
