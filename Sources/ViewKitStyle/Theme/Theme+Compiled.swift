// swift-format-ignore-file
// Written by CompiledThemesTests from Themes/ (`VIEWKIT_THEMES=update swift test --filter
// CompiledThemesTests`); do not edit. See CompiledThemes.swift.

extension Theme {
  /// The built-in themes, as ``loadBuiltIn()`` resolves `Themes/`, in ``CompiledThemes``' form.
  package static let compiledBuiltIn = #"""
    viewkit-compiled-themes 1 c3d893b5c1eb61e6
    theme =dark =Dark dark
    check =color.text.default =color.background.surface 4.5
    check =color.text.muted =color.background.surface 4.5
    check =color.text.link =color.background.surface 4.5
    check =color.status.info =color.background.surface 4.5
    check =color.status.success =color.background.surface 4.5
    check =color.status.warning =color.background.surface 4.5
    check =color.status.error =color.background.surface 4.5
    check =color.text.default =color.background.default 4.5
    check =color.text.default =color.background.panel 4.5
    check =color.text.default =color.background.selected 4.5
    check =button.primary.foreground =button.primary.background 4.5
    check =button.secondary.foreground =button.secondary.background 4.5
    check =button.destructive.foreground =button.destructive.background 4.5
    check =button.ghost.foreground =button.ghost.background 4.5
    check =color.border.default =color.background.surface 3.0
    check =color.border.focus =color.background.surface 3.0
    check =badge.foreground =badge.background 4.5
    check =avatar.foreground =color.avatar.1 4.5
    check =avatar.foreground =color.avatar.2 4.5
    check =avatar.foreground =color.avatar.3 4.5
    check =avatar.foreground =color.avatar.4 4.5
    check =avatar.foreground =color.avatar.5 4.5
    check =avatar.foreground =color.avatar.6 4.5
    check =button.disabled.foreground =button.disabled.background 3.0
    =alert.backdrop s 2 #6b7390/~/8/=color.text.disabled ~
    =alert.border b double #6b7390/~/8/=color.border.default
    =alert.message s 0 #e6e9f0/~/15/=color.text.default ~
    =alert.scrim c #0f1117/~/0/=alert.scrim #0f1117
    =alert.surface c #232837/~/0/=alert.surface #232837
    =alert.title s 1 #e6e9f0/~/15/=color.text.default ~
    =avatar.foreground c #0f1117/~/0/=avatar.foreground #0f1117
    =avatar.label s 1 ~ ~
    =avatar.placeholder.background c #232837/~/0/=avatar.placeholder.background #232837
    =avatar.placeholder.foreground c #a9b0c2/~/7/=avatar.placeholder.foreground #a9b0c2
    =avatar.status.away c #e5b94f/~/3/=avatar.status.away #e5b94f
    =avatar.status.busy c #ff7b7b/~/9/=avatar.status.busy #ff7b7b
    =avatar.status.offline c #6b7390/~/8/=avatar.status.offline #6b7390
    =avatar.status.online c #4ec37a/~/2/=avatar.status.online #4ec37a
    =badge.background c #ff7b7b/~/9/=badge.background #ff7b7b
    =badge.foreground c #0f1117/~/0/=badge.foreground #0f1117
    =badge.label s 1 ~ ~
    =banner.error c #ff7b7b/~/9/=banner.error #ff7b7b
    =banner.info c #56c8d8/~/6/=banner.info #56c8d8
    =banner.message s 0 #e6e9f0/~/15/=color.text.default ~
    =banner.success c #4ec37a/~/2/=banner.success #4ec37a
    =banner.title s 1 ~ ~
    =banner.warning c #e5b94f/~/3/=banner.warning #e5b94f
    =border.default b rounded #6b7390/~/8/=color.border.default
    =border.dialog b double #6b7390/~/8/=color.border.default
    =border.error b rounded #ff7b7b/~/9/=color.status.error
    =border.focus b heavy #5fa8ff/~/12/=color.border.focus
    =box.border b rounded #6b7390/~/8/=color.border.default
    =box.focus.border b heavy #5fa8ff/~/12/=color.border.focus
    =box.footer s 0 #a9b0c2/~/7/=color.text.muted ~
    =box.surface c #161a23/~/0/=box.surface #161a23
    =box.title s 1 #e6e9f0/~/15/=color.text.default ~
    =button.border b rounded #6b7390/~/8/=color.border.default
    =button.destructive.background c #ff7b7b/~/9/=button.destructive.background #ff7b7b
    =button.destructive.foreground c #0f1117/~/0/=button.destructive.foreground #0f1117
    =button.destructive.label s 9 ~ ~
    =button.disabled.background c #232837/~/0/=button.disabled.background #232837
    =button.disabled.foreground c #6b7390/~/8/=button.disabled.foreground #6b7390
    =button.disabled.label s 2 ~ ~
    =button.focus.border b heavy #5fa8ff/~/12/=color.border.focus
    =button.ghost.background c #161a23/~/0/=button.ghost.background #161a23
    =button.ghost.foreground c #5fa8ff/~/12/=button.ghost.foreground #5fa8ff
    =button.ghost.label s 8 ~ ~
    =button.hint s 0 #a9b0c2/~/7/=color.text.muted ~
    =button.padding n 2.0
    =button.primary.background c #5fa8ff/~/12/=button.primary.background #5fa8ff
    =button.primary.foreground c #0f1117/~/0/=button.primary.foreground #0f1117
    =button.primary.label s 1 ~ ~
    =button.secondary.background c #232837/~/0/=button.secondary.background #232837
    =button.secondary.foreground c #e6e9f0/~/15/=button.secondary.foreground #e6e9f0
    =button.secondary.label s 0 ~ ~
    =chart.bar c #5fa8ff/~/12/=chart.bar #5fa8ff
    =chart.label s 0 #a9b0c2/~/7/=color.text.muted ~
    =chart.line c #5fa8ff/~/12/=chart.line #5fa8ff
    =chart.value s 0 #e6e9f0/~/15/=color.text.default ~
    =checkbox.box c #6b7390/~/8/=checkbox.box #6b7390
    =checkbox.check c #5fa8ff/~/12/=checkbox.check #5fa8ff
    =checkbox.label s 0 #e6e9f0/~/15/=color.text.default ~
    =color.avatar.1 c #5fa8ff/~/12/=color.avatar.1 #5fa8ff
    =color.avatar.2 c #b493ff/~/13/=color.avatar.2 #b493ff
    =color.avatar.3 c #4ec37a/~/2/=color.avatar.3 #4ec37a
    =color.avatar.4 c #e5b94f/~/3/=color.avatar.4 #e5b94f
    =color.avatar.5 c #56c8d8/~/6/=color.avatar.5 #56c8d8
    =color.avatar.6 c #f38bc4/~/5/=color.avatar.6 #f38bc4
    =color.background.default c #0f1117/~/0/=color.background.default #0f1117
    =color.background.panel c #232837/~/0/=color.background.panel #232837
    =color.background.selected c #2f3547/~/4/=color.background.selected #2f3547
    =color.background.surface c #161a23/~/0/=color.background.surface #161a23
    =color.border.default c #6b7390/~/8/=color.border.default #6b7390
    =color.border.focus c #5fa8ff/~/12/=color.border.focus #5fa8ff
    =color.brand.accent c #b493ff/~/13/=color.brand.accent #b493ff
    =color.brand.primary c #5fa8ff/~/12/=color.brand.primary #5fa8ff
    =color.palette.background c d/~/~/=color.palette.background #000000
    =color.palette.black c #000000/~/0/=color.palette.black #000000
    =color.palette.blue-300 c #66b3ff/~/12/=color.palette.blue-300 #66b3ff
    =color.palette.blue-400 c #5fa8ff/~/12/=color.palette.blue-400 #5fa8ff
    =color.palette.blue-600 c #1f5fbf/~/4/=color.palette.blue-600 #1f5fbf
    =color.palette.cyan-300 c #66e0ff/~/14/=color.palette.cyan-300 #66e0ff
    =color.palette.cyan-400 c #56c8d8/~/6/=color.palette.cyan-400 #56c8d8
    =color.palette.cyan-700 c #0e6f7e/~/6/=color.palette.cyan-700 #0e6f7e
    =color.palette.foreground c d/~/~/=color.palette.foreground #ffffff
    =color.palette.gray-100 c #e6e9f0/~/15/=color.palette.gray-100 #e6e9f0
    =color.palette.gray-200 c #dde1e8/~/7/=color.palette.gray-200 #dde1e8
    =color.palette.gray-300 c #a9b0c2/~/7/=color.palette.gray-300 #a9b0c2
    =color.palette.gray-400 c #8a91aa/~/7/=color.palette.gray-400 #8a91aa
    =color.palette.gray-50 c #f6f7f9/~/15/=color.palette.gray-50 #f6f7f9
    =color.palette.gray-500 c #6b7390/~/8/=color.palette.gray-500 #6b7390
    =color.palette.gray-600 c #4f566a/~/8/=color.palette.gray-600 #4f566a
    =color.palette.gray-700 c #2f3547/~/8/=color.palette.gray-700 #2f3547
    =color.palette.gray-800 c #232837/~/8/=color.palette.gray-800 #232837
    =color.palette.gray-900 c #161a23/~/0/=color.palette.gray-900 #161a23
    =color.palette.gray-950 c #0f1117/~/0/=color.palette.gray-950 #0f1117
    =color.palette.green-300 c #5ff25f/~/10/=color.palette.green-300 #5ff25f
    =color.palette.green-400 c #4ec37a/~/2/=color.palette.green-400 #4ec37a
    =color.palette.green-700 c #1e7a45/~/2/=color.palette.green-700 #1e7a45
    =color.palette.orange-400 c #f0a060/~/3/=color.palette.orange-400 #f0a060
    =color.palette.pink-300 c #ff99d6/~/13/=color.palette.pink-300 #ff99d6
    =color.palette.pink-400 c #f38bc4/~/5/=color.palette.pink-400 #f38bc4
    =color.palette.pink-700 c #a8326e/~/5/=color.palette.pink-700 #a8326e
    =color.palette.purple-300 c #c7a6ff/~/13/=color.palette.purple-300 #c7a6ff
    =color.palette.purple-400 c #b493ff/~/13/=color.palette.purple-400 #b493ff
    =color.palette.purple-600 c #6d4bc4/~/5/=color.palette.purple-600 #6d4bc4
    =color.palette.red-300 c #ff6b6b/~/9/=color.palette.red-300 #ff6b6b
    =color.palette.red-400 c #ff7b7b/~/9/=color.palette.red-400 #ff7b7b
    =color.palette.red-600 c #c22f2f/~/1/=color.palette.red-600 #c22f2f
    =color.palette.white c #ffffff/~/15/=color.palette.white #ffffff
    =color.palette.yellow-300 c #ffd700/~/11/=color.palette.yellow-300 #ffd700
    =color.palette.yellow-400 c #e5b94f/~/3/=color.palette.yellow-400 #e5b94f
    =color.palette.yellow-800 c #8a5a00/~/3/=color.palette.yellow-800 #8a5a00
    =color.status.error c #ff7b7b/~/9/=color.status.error #ff7b7b
    =color.status.info c #56c8d8/~/6/=color.status.info #56c8d8
    =color.status.success c #4ec37a/~/2/=color.status.success #4ec37a
    =color.status.warning c #e5b94f/~/3/=color.status.warning #e5b94f
    =color.text.default c #e6e9f0/~/15/=color.text.default #e6e9f0
    =color.text.disabled c #6b7390/~/8/=color.text.disabled #6b7390
    =color.text.inverse c #0f1117/~/0/=color.text.inverse #0f1117
    =color.text.link c #5fa8ff/~/12/=color.text.link #5fa8ff
    =color.text.muted c #a9b0c2/~/7/=color.text.muted #a9b0c2
    =commandPalette.match s 1 #b493ff/~/13/=color.brand.accent ~
    =commandPalette.prompt c #5fa8ff/~/12/=commandPalette.prompt #5fa8ff
    =divider.color c #6b7390/~/8/=divider.color #6b7390
    =divider.label s 0 #a9b0c2/~/7/=color.text.muted ~
    =field.border b rounded #6b7390/~/8/=color.border.default
    =field.caret s 16 ~ ~
    =field.disabled s 2 #6b7390/~/8/=color.text.disabled ~
    =field.error.border b rounded #ff7b7b/~/9/=color.status.error
    =field.error.message s 1 #ff7b7b/~/9/=color.status.error ~
    =field.focus.border b heavy #5fa8ff/~/12/=color.border.focus
    =field.helper s 0 #a9b0c2/~/7/=color.text.muted ~
    =field.label s 1 #e6e9f0/~/15/=color.text.default ~
    =field.placeholder s 0 #a9b0c2/~/7/=color.text.muted ~
    =field.value s 0 #e6e9f0/~/15/=color.text.default ~
    =font.family.terminal f 1 =monospace
    =font.weight.bold w 700
    =font.weight.faint w 300
    =font.weight.regular w 400
    =hud.border b rounded #6b7390/~/8/=color.border.default
    =hud.failure s 1 #ff7b7b/~/9/=color.status.error ~
    =hud.message s 0 #e6e9f0/~/15/=color.text.default ~
    =hud.success s 1 #4ec37a/~/2/=color.status.success ~
    =hud.surface c #232837/~/0/=hud.surface #232837
    =keyHints.key s 1 #e6e9f0/~/15/=color.text.default ~
    =keyHints.label s 0 #a9b0c2/~/7/=color.text.muted ~
    =keyHints.separator s 0 #6b7390/~/8/=color.border.default ~
    =list.empty s 4 #a9b0c2/~/7/=color.text.muted ~
    =list.header s 1 #a9b0c2/~/7/=color.text.muted ~
    =list.marker c #5fa8ff/~/12/=list.marker #5fa8ff
    =list.row s 0 #e6e9f0/~/15/=color.text.default ~
    =list.scrollbar.thumb c #a9b0c2/~/7/=list.scrollbar.thumb #a9b0c2
    =list.scrollbar.track c #6b7390/~/8/=list.scrollbar.track #6b7390
    =list.selected s 1 #e6e9f0/~/15/=color.text.default #2f3547/~/4/=color.background.selected
    =logView.empty s 4 #a9b0c2/~/7/=color.text.muted ~
    =logView.line s 0 #e6e9f0/~/15/=color.text.default ~
    =logView.scrollbar.thumb c #a9b0c2/~/7/=logView.scrollbar.thumb #a9b0c2
    =logView.scrollbar.track c #6b7390/~/8/=logView.scrollbar.track #6b7390
    =logView.status s 1 #e6e9f0/~/15/=color.text.default #2f3547/~/4/=color.background.selected
    =motion.spinner.interval t 80
    =pageIndicator.active c #5fa8ff/~/12/=pageIndicator.active #5fa8ff
    =pageIndicator.inactive c #6b7390/~/8/=pageIndicator.inactive #6b7390
    =progress.fill c #5fa8ff/~/12/=progress.fill #5fa8ff
    =progress.label s 0 #e6e9f0/~/15/=color.text.default ~
    =progress.track c #6b7390/~/8/=progress.track #6b7390
    =space.0 n 0.0
    =space.1 n 1.0
    =space.2 n 2.0
    =space.3 n 3.0
    =space.4 n 4.0
    =spinner.color c #5fa8ff/~/12/=spinner.color #5fa8ff
    =tabBar.border b rounded #6b7390/~/8/=color.border.default
    =tabBar.disabled s 2 #6b7390/~/8/=color.text.disabled ~
    =tabBar.focus c #5fa8ff/~/12/=tabBar.focus #5fa8ff
    =tabBar.item s 0 #a9b0c2/~/7/=color.text.muted ~
    =tabBar.marker c #6b7390/~/8/=tabBar.marker #6b7390
    =tabBar.selected s 9 #e6e9f0/~/15/=color.text.default ~
    =table.check c #5fa8ff/~/12/=table.check #5fa8ff
    =table.cursor s 1 #e6e9f0/~/15/=color.text.default #2f3547/~/4/=color.background.selected
    =table.empty s 4 #a9b0c2/~/7/=color.text.muted ~
    =table.header s 1 #e6e9f0/~/15/=color.text.default ~
    =table.marker c #5fa8ff/~/12/=table.marker #5fa8ff
    =table.row s 0 #e6e9f0/~/15/=color.text.default ~
    =table.rule c #6b7390/~/8/=table.rule #6b7390
    =table.scrollbar.thumb c #a9b0c2/~/7/=table.scrollbar.thumb #a9b0c2
    =table.scrollbar.track c #6b7390/~/8/=table.scrollbar.track #6b7390
    =table.selected s 1 ~ ~
    =table.sort c #5fa8ff/~/12/=table.sort #5fa8ff
    =textArea.border b rounded #6b7390/~/8/=color.border.default
    =textArea.caret s 16 ~ ~
    =textArea.counter s 0 #a9b0c2/~/7/=color.text.muted ~
    =textArea.disabled s 2 #6b7390/~/8/=color.text.disabled ~
    =textArea.focus.border b heavy #5fa8ff/~/12/=color.border.focus
    =textArea.label s 1 #e6e9f0/~/15/=color.text.default ~
    =textArea.lineNumber s 0 #a9b0c2/~/7/=color.text.muted ~
    =textArea.placeholder s 0 #a9b0c2/~/7/=color.text.muted ~
    =textArea.selection s 16 ~ ~
    =textArea.value s 0 #e6e9f0/~/15/=color.text.default ~
    =textStyle.body s 0 #e6e9f0/~/15/=color.text.default ~
    =textStyle.caption s 4 #a9b0c2/~/7/=color.text.muted ~
    =textStyle.code s 0 #b493ff/~/13/=color.brand.accent ~
    =textStyle.error s 1 #ff7b7b/~/9/=color.status.error ~
    =textStyle.headline s 1 #5fa8ff/~/12/=color.brand.primary ~
    =textStyle.link s 8 #5fa8ff/~/12/=color.text.link ~
    =textStyle.muted s 0 #a9b0c2/~/7/=color.text.muted ~
    =textStyle.selected s 16 ~ ~
    =textStyle.strong s 1 ~ ~
    =textStyle.title s 1 #e6e9f0/~/15/=color.text.default ~
    =toast.border b rounded #6b7390/~/8/=color.border.default
    =toast.error c #ff7b7b/~/9/=toast.error #ff7b7b
    =toast.info c #56c8d8/~/6/=toast.info #56c8d8
    =toast.message s 0 #e6e9f0/~/15/=color.text.default ~
    =toast.success c #4ec37a/~/2/=toast.success #4ec37a
    =toast.surface c #232837/~/0/=toast.surface #232837
    =toast.title s 1 #e6e9f0/~/15/=color.text.default ~
    =toast.warning c #e5b94f/~/3/=toast.warning #e5b94f
    =toggle.label s 0 #e6e9f0/~/15/=color.text.default ~
    =toggle.off c #6b7390/~/8/=toggle.off #6b7390
    =toggle.on c #5fa8ff/~/12/=toggle.on #5fa8ff
    =tree.empty s 4 #a9b0c2/~/7/=color.text.muted ~
    =tree.guide c #6b7390/~/8/=tree.guide #6b7390
    =tree.label s 0 #e6e9f0/~/15/=color.text.default ~
    =tree.loading s 4 #a9b0c2/~/7/=color.text.muted ~
    =tree.marker c #5fa8ff/~/12/=tree.marker #5fa8ff
    =tree.scrollbar.thumb c #a9b0c2/~/7/=tree.scrollbar.thumb #a9b0c2
    =tree.scrollbar.track c #6b7390/~/8/=tree.scrollbar.track #6b7390
    =tree.selected s 1 #e6e9f0/~/15/=color.text.default #2f3547/~/4/=color.background.selected
    =typography.bold s 1 ~ ~
    =typography.faint s 2 ~ ~
    =typography.regular s 0 ~ ~
    theme =light =Light light
    check =color.text.default =color.background.surface 4.5
    check =color.text.muted =color.background.surface 4.5
    check =color.text.link =color.background.surface 4.5
    check =color.status.info =color.background.surface 4.5
    check =color.status.success =color.background.surface 4.5
    check =color.status.warning =color.background.surface 4.5
    check =color.status.error =color.background.surface 4.5
    check =color.text.default =color.background.default 4.5
    check =color.text.default =color.background.panel 4.5
    check =color.text.default =color.background.selected 4.5
    check =button.primary.foreground =button.primary.background 4.5
    check =button.secondary.foreground =button.secondary.background 4.5
    check =button.destructive.foreground =button.destructive.background 4.5
    check =button.ghost.foreground =button.ghost.background 4.5
    check =color.border.default =color.background.surface 3.0
    check =color.border.focus =color.background.surface 3.0
    check =badge.foreground =badge.background 4.5
    check =avatar.foreground =color.avatar.1 4.5
    check =avatar.foreground =color.avatar.2 4.5
    check =avatar.foreground =color.avatar.3 4.5
    check =avatar.foreground =color.avatar.4 4.5
    check =avatar.foreground =color.avatar.5 4.5
    check =avatar.foreground =color.avatar.6 4.5
    check =button.disabled.foreground =button.disabled.background 3.0
    =alert.backdrop s 2 #7a8194/~/8/=color.text.disabled ~
    =alert.border b double #7a8194/~/8/=color.border.default
    =alert.message s 0 #1b1f2a/~/0/=color.text.default ~
    =alert.scrim c #ffffff/~/15/=alert.scrim #ffffff
    =alert.surface c #eceef2/~/7/=alert.surface #eceef2
    =alert.title s 1 #1b1f2a/~/0/=color.text.default ~
    =avatar.foreground c #ffffff/~/15/=avatar.foreground #ffffff
    =avatar.label s 1 ~ ~
    =avatar.placeholder.background c #eceef2/~/7/=avatar.placeholder.background #eceef2
    =avatar.placeholder.foreground c #4f566a/~/8/=avatar.placeholder.foreground #4f566a
    =avatar.status.away c #8a5a00/~/3/=avatar.status.away #8a5a00
    =avatar.status.busy c #c22f2f/~/1/=avatar.status.busy #c22f2f
    =avatar.status.offline c #7a8194/~/8/=avatar.status.offline #7a8194
    =avatar.status.online c #1e7a45/~/2/=avatar.status.online #1e7a45
    =badge.background c #c22f2f/~/1/=badge.background #c22f2f
    =badge.foreground c #ffffff/~/15/=badge.foreground #ffffff
    =badge.label s 1 ~ ~
    =banner.error c #c22f2f/~/1/=banner.error #c22f2f
    =banner.info c #0e6f7e/~/6/=banner.info #0e6f7e
    =banner.message s 0 #1b1f2a/~/0/=color.text.default ~
    =banner.success c #1e7a45/~/2/=banner.success #1e7a45
    =banner.title s 1 ~ ~
    =banner.warning c #8a5a00/~/3/=banner.warning #8a5a00
    =border.default b rounded #7a8194/~/8/=color.border.default
    =border.dialog b double #7a8194/~/8/=color.border.default
    =border.error b rounded #c22f2f/~/1/=color.status.error
    =border.focus b heavy #1f5fbf/~/4/=color.border.focus
    =box.border b rounded #7a8194/~/8/=color.border.default
    =box.focus.border b heavy #1f5fbf/~/4/=color.border.focus
    =box.footer s 0 #4f566a/~/8/=color.text.muted ~
    =box.surface c #f6f7f9/~/15/=box.surface #f6f7f9
    =box.title s 1 #1b1f2a/~/0/=color.text.default ~
    =button.border b rounded #7a8194/~/8/=color.border.default
    =button.destructive.background c #c22f2f/~/1/=button.destructive.background #c22f2f
    =button.destructive.foreground c #ffffff/~/15/=button.destructive.foreground #ffffff
    =button.destructive.label s 9 ~ ~
    =button.disabled.background c #eceef2/~/7/=button.disabled.background #eceef2
    =button.disabled.foreground c #7a8194/~/8/=button.disabled.foreground #7a8194
    =button.disabled.label s 2 ~ ~
    =button.focus.border b heavy #1f5fbf/~/4/=color.border.focus
    =button.ghost.background c #f6f7f9/~/15/=button.ghost.background #f6f7f9
    =button.ghost.foreground c #1f5fbf/~/4/=button.ghost.foreground #1f5fbf
    =button.ghost.label s 8 ~ ~
    =button.hint s 0 #4f566a/~/8/=color.text.muted ~
    =button.padding n 2.0
    =button.primary.background c #1f5fbf/~/4/=button.primary.background #1f5fbf
    =button.primary.foreground c #ffffff/~/15/=button.primary.foreground #ffffff
    =button.primary.label s 1 ~ ~
    =button.secondary.background c #eceef2/~/7/=button.secondary.background #eceef2
    =button.secondary.foreground c #1b1f2a/~/0/=button.secondary.foreground #1b1f2a
    =button.secondary.label s 0 ~ ~
    =chart.bar c #1f5fbf/~/4/=chart.bar #1f5fbf
    =chart.label s 0 #4f566a/~/8/=color.text.muted ~
    =chart.line c #1f5fbf/~/4/=chart.line #1f5fbf
    =chart.value s 0 #1b1f2a/~/0/=color.text.default ~
    =checkbox.box c #7a8194/~/8/=checkbox.box #7a8194
    =checkbox.check c #1f5fbf/~/4/=checkbox.check #1f5fbf
    =checkbox.label s 0 #1b1f2a/~/0/=color.text.default ~
    =color.avatar.1 c #1f5fbf/~/4/=color.avatar.1 #1f5fbf
    =color.avatar.2 c #6d4bc4/~/5/=color.avatar.2 #6d4bc4
    =color.avatar.3 c #1e7a45/~/2/=color.avatar.3 #1e7a45
    =color.avatar.4 c #8a5a00/~/3/=color.avatar.4 #8a5a00
    =color.avatar.5 c #0e6f7e/~/6/=color.avatar.5 #0e6f7e
    =color.avatar.6 c #a8326e/~/5/=color.avatar.6 #a8326e
    =color.background.default c #ffffff/~/15/=color.background.default #ffffff
    =color.background.panel c #eceef2/~/7/=color.background.panel #eceef2
    =color.background.selected c #dde1e8/~/7/=color.background.selected #dde1e8
    =color.background.surface c #f6f7f9/~/15/=color.background.surface #f6f7f9
    =color.border.default c #7a8194/~/8/=color.border.default #7a8194
    =color.border.focus c #1f5fbf/~/4/=color.border.focus #1f5fbf
    =color.brand.accent c #6d4bc4/~/5/=color.brand.accent #6d4bc4
    =color.brand.primary c #1f5fbf/~/4/=color.brand.primary #1f5fbf
    =color.palette.background c d/~/~/=color.palette.background #000000
    =color.palette.black c #000000/~/0/=color.palette.black #000000
    =color.palette.blue-300 c #66b3ff/~/12/=color.palette.blue-300 #66b3ff
    =color.palette.blue-400 c #5fa8ff/~/12/=color.palette.blue-400 #5fa8ff
    =color.palette.blue-600 c #1f5fbf/~/4/=color.palette.blue-600 #1f5fbf
    =color.palette.cyan-300 c #66e0ff/~/14/=color.palette.cyan-300 #66e0ff
    =color.palette.cyan-400 c #56c8d8/~/6/=color.palette.cyan-400 #56c8d8
    =color.palette.cyan-700 c #0e6f7e/~/6/=color.palette.cyan-700 #0e6f7e
    =color.palette.foreground c d/~/~/=color.palette.foreground #ffffff
    =color.palette.gray-100 c #eceef2/~/7/=color.palette.gray-100 #eceef2
    =color.palette.gray-200 c #dde1e8/~/7/=color.palette.gray-200 #dde1e8
    =color.palette.gray-300 c #a9b0c2/~/7/=color.palette.gray-300 #a9b0c2
    =color.palette.gray-400 c #9aa1b2/~/8/=color.palette.gray-400 #9aa1b2
    =color.palette.gray-50 c #f6f7f9/~/15/=color.palette.gray-50 #f6f7f9
    =color.palette.gray-500 c #7a8194/~/8/=color.palette.gray-500 #7a8194
    =color.palette.gray-600 c #4f566a/~/8/=color.palette.gray-600 #4f566a
    =color.palette.gray-700 c #2f3547/~/8/=color.palette.gray-700 #2f3547
    =color.palette.gray-800 c #232837/~/8/=color.palette.gray-800 #232837
    =color.palette.gray-900 c #1b1f2a/~/0/=color.palette.gray-900 #1b1f2a
    =color.palette.gray-950 c #0f1117/~/0/=color.palette.gray-950 #0f1117
    =color.palette.green-300 c #5ff25f/~/10/=color.palette.green-300 #5ff25f
    =color.palette.green-400 c #4ec37a/~/2/=color.palette.green-400 #4ec37a
    =color.palette.green-700 c #1e7a45/~/2/=color.palette.green-700 #1e7a45
    =color.palette.orange-400 c #f0a060/~/3/=color.palette.orange-400 #f0a060
    =color.palette.pink-300 c #ff99d6/~/13/=color.palette.pink-300 #ff99d6
    =color.palette.pink-400 c #f38bc4/~/5/=color.palette.pink-400 #f38bc4
    =color.palette.pink-700 c #a8326e/~/5/=color.palette.pink-700 #a8326e
    =color.palette.purple-300 c #c7a6ff/~/13/=color.palette.purple-300 #c7a6ff
    =color.palette.purple-400 c #b493ff/~/13/=color.palette.purple-400 #b493ff
    =color.palette.purple-600 c #6d4bc4/~/5/=color.palette.purple-600 #6d4bc4
    =color.palette.red-300 c #ff6b6b/~/9/=color.palette.red-300 #ff6b6b
    =color.palette.red-400 c #ff7b7b/~/9/=color.palette.red-400 #ff7b7b
    =color.palette.red-600 c #c22f2f/~/1/=color.palette.red-600 #c22f2f
    =color.palette.white c #ffffff/~/15/=color.palette.white #ffffff
    =color.palette.yellow-300 c #ffd700/~/11/=color.palette.yellow-300 #ffd700
    =color.palette.yellow-400 c #e5b94f/~/3/=color.palette.yellow-400 #e5b94f
    =color.palette.yellow-800 c #8a5a00/~/3/=color.palette.yellow-800 #8a5a00
    =color.status.error c #c22f2f/~/1/=color.status.error #c22f2f
    =color.status.info c #0e6f7e/~/6/=color.status.info #0e6f7e
    =color.status.success c #1e7a45/~/2/=color.status.success #1e7a45
    =color.status.warning c #8a5a00/~/3/=color.status.warning #8a5a00
    =color.text.default c #1b1f2a/~/0/=color.text.default #1b1f2a
    =color.text.disabled c #7a8194/~/8/=color.text.disabled #7a8194
    =color.text.inverse c #ffffff/~/15/=color.text.inverse #ffffff
    =color.text.link c #1f5fbf/~/4/=color.text.link #1f5fbf
    =color.text.muted c #4f566a/~/8/=color.text.muted #4f566a
    =commandPalette.match s 1 #6d4bc4/~/5/=color.brand.accent ~
    =commandPalette.prompt c #1f5fbf/~/4/=commandPalette.prompt #1f5fbf
    =divider.color c #7a8194/~/8/=divider.color #7a8194
    =divider.label s 0 #4f566a/~/8/=color.text.muted ~
    =field.border b rounded #7a8194/~/8/=color.border.default
    =field.caret s 16 ~ ~
    =field.disabled s 2 #7a8194/~/8/=color.text.disabled ~
    =field.error.border b rounded #c22f2f/~/1/=color.status.error
    =field.error.message s 1 #c22f2f/~/1/=color.status.error ~
    =field.focus.border b heavy #1f5fbf/~/4/=color.border.focus
    =field.helper s 0 #4f566a/~/8/=color.text.muted ~
    =field.label s 1 #1b1f2a/~/0/=color.text.default ~
    =field.placeholder s 0 #4f566a/~/8/=color.text.muted ~
    =field.value s 0 #1b1f2a/~/0/=color.text.default ~
    =font.family.terminal f 1 =monospace
    =font.weight.bold w 700
    =font.weight.faint w 300
    =font.weight.regular w 400
    =hud.border b rounded #7a8194/~/8/=color.border.default
    =hud.failure s 1 #c22f2f/~/1/=color.status.error ~
    =hud.message s 0 #1b1f2a/~/0/=color.text.default ~
    =hud.success s 1 #1e7a45/~/2/=color.status.success ~
    =hud.surface c #eceef2/~/7/=hud.surface #eceef2
    =keyHints.key s 1 #1b1f2a/~/0/=color.text.default ~
    =keyHints.label s 0 #4f566a/~/8/=color.text.muted ~
    =keyHints.separator s 0 #7a8194/~/8/=color.border.default ~
    =list.empty s 4 #4f566a/~/8/=color.text.muted ~
    =list.header s 1 #4f566a/~/8/=color.text.muted ~
    =list.marker c #1f5fbf/~/4/=list.marker #1f5fbf
    =list.row s 0 #1b1f2a/~/0/=color.text.default ~
    =list.scrollbar.thumb c #4f566a/~/8/=list.scrollbar.thumb #4f566a
    =list.scrollbar.track c #7a8194/~/8/=list.scrollbar.track #7a8194
    =list.selected s 1 #1b1f2a/~/0/=color.text.default #dde1e8/~/7/=color.background.selected
    =logView.empty s 4 #4f566a/~/8/=color.text.muted ~
    =logView.line s 0 #1b1f2a/~/0/=color.text.default ~
    =logView.scrollbar.thumb c #4f566a/~/8/=logView.scrollbar.thumb #4f566a
    =logView.scrollbar.track c #7a8194/~/8/=logView.scrollbar.track #7a8194
    =logView.status s 1 #1b1f2a/~/0/=color.text.default #dde1e8/~/7/=color.background.selected
    =motion.spinner.interval t 80
    =pageIndicator.active c #1f5fbf/~/4/=pageIndicator.active #1f5fbf
    =pageIndicator.inactive c #7a8194/~/8/=pageIndicator.inactive #7a8194
    =progress.fill c #1f5fbf/~/4/=progress.fill #1f5fbf
    =progress.label s 0 #1b1f2a/~/0/=color.text.default ~
    =progress.track c #7a8194/~/8/=progress.track #7a8194
    =space.0 n 0.0
    =space.1 n 1.0
    =space.2 n 2.0
    =space.3 n 3.0
    =space.4 n 4.0
    =spinner.color c #1f5fbf/~/4/=spinner.color #1f5fbf
    =tabBar.border b rounded #7a8194/~/8/=color.border.default
    =tabBar.disabled s 2 #7a8194/~/8/=color.text.disabled ~
    =tabBar.focus c #1f5fbf/~/4/=tabBar.focus #1f5fbf
    =tabBar.item s 0 #4f566a/~/8/=color.text.muted ~
    =tabBar.marker c #7a8194/~/8/=tabBar.marker #7a8194
    =tabBar.selected s 9 #1b1f2a/~/0/=color.text.default ~
    =table.check c #1f5fbf/~/4/=table.check #1f5fbf
    =table.cursor s 1 #1b1f2a/~/0/=color.text.default #dde1e8/~/7/=color.background.selected
    =table.empty s 4 #4f566a/~/8/=color.text.muted ~
    =table.header s 1 #1b1f2a/~/0/=color.text.default ~
    =table.marker c #1f5fbf/~/4/=table.marker #1f5fbf
    =table.row s 0 #1b1f2a/~/0/=color.text.default ~
    =table.rule c #7a8194/~/8/=table.rule #7a8194
    =table.scrollbar.thumb c #4f566a/~/8/=table.scrollbar.thumb #4f566a
    =table.scrollbar.track c #7a8194/~/8/=table.scrollbar.track #7a8194
    =table.selected s 1 ~ ~
    =table.sort c #1f5fbf/~/4/=table.sort #1f5fbf
    =textArea.border b rounded #7a8194/~/8/=color.border.default
    =textArea.caret s 16 ~ ~
    =textArea.counter s 0 #4f566a/~/8/=color.text.muted ~
    =textArea.disabled s 2 #7a8194/~/8/=color.text.disabled ~
    =textArea.focus.border b heavy #1f5fbf/~/4/=color.border.focus
    =textArea.label s 1 #1b1f2a/~/0/=color.text.default ~
    =textArea.lineNumber s 0 #4f566a/~/8/=color.text.muted ~
    =textArea.placeholder s 0 #4f566a/~/8/=color.text.muted ~
    =textArea.selection s 16 ~ ~
    =textArea.value s 0 #1b1f2a/~/0/=color.text.default ~
    =textStyle.body s 0 #1b1f2a/~/0/=color.text.default ~
    =textStyle.caption s 4 #4f566a/~/8/=color.text.muted ~
    =textStyle.code s 0 #6d4bc4/~/5/=color.brand.accent ~
    =textStyle.error s 1 #c22f2f/~/1/=color.status.error ~
    =textStyle.headline s 1 #1f5fbf/~/4/=color.brand.primary ~
    =textStyle.link s 8 #1f5fbf/~/4/=color.text.link ~
    =textStyle.muted s 0 #4f566a/~/8/=color.text.muted ~
    =textStyle.selected s 16 ~ ~
    =textStyle.strong s 1 ~ ~
    =textStyle.title s 1 #1b1f2a/~/0/=color.text.default ~
    =toast.border b rounded #7a8194/~/8/=color.border.default
    =toast.error c #c22f2f/~/1/=toast.error #c22f2f
    =toast.info c #0e6f7e/~/6/=toast.info #0e6f7e
    =toast.message s 0 #1b1f2a/~/0/=color.text.default ~
    =toast.success c #1e7a45/~/2/=toast.success #1e7a45
    =toast.surface c #eceef2/~/7/=toast.surface #eceef2
    =toast.title s 1 #1b1f2a/~/0/=color.text.default ~
    =toast.warning c #8a5a00/~/3/=toast.warning #8a5a00
    =toggle.label s 0 #1b1f2a/~/0/=color.text.default ~
    =toggle.off c #7a8194/~/8/=toggle.off #7a8194
    =toggle.on c #1f5fbf/~/4/=toggle.on #1f5fbf
    =tree.empty s 4 #4f566a/~/8/=color.text.muted ~
    =tree.guide c #7a8194/~/8/=tree.guide #7a8194
    =tree.label s 0 #1b1f2a/~/0/=color.text.default ~
    =tree.loading s 4 #4f566a/~/8/=color.text.muted ~
    =tree.marker c #1f5fbf/~/4/=tree.marker #1f5fbf
    =tree.scrollbar.thumb c #4f566a/~/8/=tree.scrollbar.thumb #4f566a
    =tree.scrollbar.track c #7a8194/~/8/=tree.scrollbar.track #7a8194
    =tree.selected s 1 #1b1f2a/~/0/=color.text.default #dde1e8/~/7/=color.background.selected
    =typography.bold s 1 ~ ~
    =typography.faint s 2 ~ ~
    =typography.regular s 0 ~ ~
    theme =high-contrast =High%20contrast dark
    check =color.text.default =color.background.surface 4.5
    check =color.text.muted =color.background.surface 4.5
    check =color.text.link =color.background.surface 4.5
    check =color.status.info =color.background.surface 4.5
    check =color.status.success =color.background.surface 4.5
    check =color.status.warning =color.background.surface 4.5
    check =color.status.error =color.background.surface 4.5
    check =color.text.default =color.background.default 4.5
    check =color.text.default =color.background.panel 4.5
    check =color.text.default =color.background.selected 4.5
    check =button.primary.foreground =button.primary.background 4.5
    check =button.secondary.foreground =button.secondary.background 4.5
    check =button.destructive.foreground =button.destructive.background 4.5
    check =button.ghost.foreground =button.ghost.background 4.5
    check =color.border.default =color.background.surface 3.0
    check =color.border.focus =color.background.surface 3.0
    check =badge.foreground =badge.background 4.5
    check =avatar.foreground =color.avatar.1 4.5
    check =avatar.foreground =color.avatar.2 4.5
    check =avatar.foreground =color.avatar.3 4.5
    check =avatar.foreground =color.avatar.4 4.5
    check =avatar.foreground =color.avatar.5 4.5
    check =avatar.foreground =color.avatar.6 4.5
    check =button.disabled.foreground =button.disabled.background 3.0
    =alert.backdrop s 2 #8c8c8c/~/8/=color.text.disabled ~
    =alert.border b double #ffffff/~/15/=color.border.default
    =alert.message s 0 #ffffff/~/15/=color.text.default ~
    =alert.scrim c #000000/~/0/=alert.scrim #000000
    =alert.surface c #1a1a1a/~/0/=alert.surface #1a1a1a
    =alert.title s 1 #ffffff/~/15/=color.text.default ~
    =avatar.foreground c #000000/~/0/=avatar.foreground #000000
    =avatar.label s 1 ~ ~
    =avatar.placeholder.background c #1a1a1a/~/0/=avatar.placeholder.background #1a1a1a
    =avatar.placeholder.foreground c #d0d0d0/~/7/=avatar.placeholder.foreground #d0d0d0
    =avatar.status.away c #ffd700/~/11/=avatar.status.away #ffd700
    =avatar.status.busy c #ff6b6b/~/9/=avatar.status.busy #ff6b6b
    =avatar.status.offline c #8c8c8c/~/8/=avatar.status.offline #8c8c8c
    =avatar.status.online c #5ff25f/~/10/=avatar.status.online #5ff25f
    =badge.background c #ff6b6b/~/9/=badge.background #ff6b6b
    =badge.foreground c #000000/~/0/=badge.foreground #000000
    =badge.label s 1 ~ ~
    =banner.error c #ff6b6b/~/9/=banner.error #ff6b6b
    =banner.info c #66e0ff/~/14/=banner.info #66e0ff
    =banner.message s 0 #ffffff/~/15/=color.text.default ~
    =banner.success c #5ff25f/~/10/=banner.success #5ff25f
    =banner.title s 1 ~ ~
    =banner.warning c #ffd700/~/11/=banner.warning #ffd700
    =border.default b rounded #ffffff/~/15/=color.border.default
    =border.dialog b double #ffffff/~/15/=color.border.default
    =border.error b rounded #ff6b6b/~/9/=color.status.error
    =border.focus b heavy #ffd700/~/11/=color.border.focus
    =box.border b rounded #ffffff/~/15/=color.border.default
    =box.focus.border b heavy #ffd700/~/11/=color.border.focus
    =box.footer s 0 #d0d0d0/~/7/=color.text.muted ~
    =box.surface c #000000/~/0/=box.surface #000000
    =box.title s 1 #ffffff/~/15/=color.text.default ~
    =button.border b rounded #ffffff/~/15/=color.border.default
    =button.destructive.background c #ff6b6b/~/9/=button.destructive.background #ff6b6b
    =button.destructive.foreground c #000000/~/0/=button.destructive.foreground #000000
    =button.destructive.label s 9 ~ ~
    =button.disabled.background c #1a1a1a/~/0/=button.disabled.background #1a1a1a
    =button.disabled.foreground c #8c8c8c/~/8/=button.disabled.foreground #8c8c8c
    =button.disabled.label s 2 ~ ~
    =button.focus.border b heavy #ffd700/~/11/=color.border.focus
    =button.ghost.background c #000000/~/0/=button.ghost.background #000000
    =button.ghost.foreground c #66b3ff/~/12/=button.ghost.foreground #66b3ff
    =button.ghost.label s 8 ~ ~
    =button.hint s 0 #d0d0d0/~/7/=color.text.muted ~
    =button.padding n 2.0
    =button.primary.background c #66b3ff/~/12/=button.primary.background #66b3ff
    =button.primary.foreground c #000000/~/0/=button.primary.foreground #000000
    =button.primary.label s 1 ~ ~
    =button.secondary.background c #1a1a1a/~/0/=button.secondary.background #1a1a1a
    =button.secondary.foreground c #ffffff/~/15/=button.secondary.foreground #ffffff
    =button.secondary.label s 0 ~ ~
    =chart.bar c #66b3ff/~/12/=chart.bar #66b3ff
    =chart.label s 0 #d0d0d0/~/7/=color.text.muted ~
    =chart.line c #66b3ff/~/12/=chart.line #66b3ff
    =chart.value s 0 #ffffff/~/15/=color.text.default ~
    =checkbox.box c #ffffff/~/15/=checkbox.box #ffffff
    =checkbox.check c #66b3ff/~/12/=checkbox.check #66b3ff
    =checkbox.label s 0 #ffffff/~/15/=color.text.default ~
    =color.avatar.1 c #66b3ff/~/12/=color.avatar.1 #66b3ff
    =color.avatar.2 c #c7a6ff/~/13/=color.avatar.2 #c7a6ff
    =color.avatar.3 c #5ff25f/~/10/=color.avatar.3 #5ff25f
    =color.avatar.4 c #ffd700/~/11/=color.avatar.4 #ffd700
    =color.avatar.5 c #66e0ff/~/14/=color.avatar.5 #66e0ff
    =color.avatar.6 c #ff99d6/~/13/=color.avatar.6 #ff99d6
    =color.background.default c #000000/~/0/=color.background.default #000000
    =color.background.panel c #1a1a1a/~/0/=color.background.panel #1a1a1a
    =color.background.selected c #333333/~/4/=color.background.selected #333333
    =color.background.surface c #000000/~/0/=color.background.surface #000000
    =color.border.default c #ffffff/~/15/=color.border.default #ffffff
    =color.border.focus c #ffd700/~/11/=color.border.focus #ffd700
    =color.brand.accent c #c7a6ff/~/13/=color.brand.accent #c7a6ff
    =color.brand.primary c #66b3ff/~/12/=color.brand.primary #66b3ff
    =color.palette.background c d/~/~/=color.palette.background #000000
    =color.palette.black c #000000/~/0/=color.palette.black #000000
    =color.palette.blue-300 c #66b3ff/~/12/=color.palette.blue-300 #66b3ff
    =color.palette.blue-400 c #5fa8ff/~/12/=color.palette.blue-400 #5fa8ff
    =color.palette.blue-600 c #1f5fbf/~/4/=color.palette.blue-600 #1f5fbf
    =color.palette.cyan-300 c #66e0ff/~/14/=color.palette.cyan-300 #66e0ff
    =color.palette.cyan-400 c #56c8d8/~/6/=color.palette.cyan-400 #56c8d8
    =color.palette.cyan-700 c #0e6f7e/~/6/=color.palette.cyan-700 #0e6f7e
    =color.palette.foreground c d/~/~/=color.palette.foreground #ffffff
    =color.palette.gray-100 c #e6e9f0/~/15/=color.palette.gray-100 #e6e9f0
    =color.palette.gray-200 c #d0d0d0/~/7/=color.palette.gray-200 #d0d0d0
    =color.palette.gray-300 c #a9b0c2/~/7/=color.palette.gray-300 #a9b0c2
    =color.palette.gray-400 c #8a91aa/~/7/=color.palette.gray-400 #8a91aa
    =color.palette.gray-50 c #f6f7f9/~/15/=color.palette.gray-50 #f6f7f9
    =color.palette.gray-500 c #8c8c8c/~/8/=color.palette.gray-500 #8c8c8c
    =color.palette.gray-600 c #4f566a/~/8/=color.palette.gray-600 #4f566a
    =color.palette.gray-700 c #2f3547/~/8/=color.palette.gray-700 #2f3547
    =color.palette.gray-800 c #333333/~/8/=color.palette.gray-800 #333333
    =color.palette.gray-900 c #1a1a1a/~/0/=color.palette.gray-900 #1a1a1a
    =color.palette.gray-950 c #0f1117/~/0/=color.palette.gray-950 #0f1117
    =color.palette.green-300 c #5ff25f/~/10/=color.palette.green-300 #5ff25f
    =color.palette.green-400 c #4ec37a/~/2/=color.palette.green-400 #4ec37a
    =color.palette.green-700 c #1e7a45/~/2/=color.palette.green-700 #1e7a45
    =color.palette.orange-400 c #f0a060/~/3/=color.palette.orange-400 #f0a060
    =color.palette.pink-300 c #ff99d6/~/13/=color.palette.pink-300 #ff99d6
    =color.palette.pink-400 c #f38bc4/~/5/=color.palette.pink-400 #f38bc4
    =color.palette.pink-700 c #a8326e/~/5/=color.palette.pink-700 #a8326e
    =color.palette.purple-300 c #c7a6ff/~/13/=color.palette.purple-300 #c7a6ff
    =color.palette.purple-400 c #b493ff/~/13/=color.palette.purple-400 #b493ff
    =color.palette.purple-600 c #6d4bc4/~/5/=color.palette.purple-600 #6d4bc4
    =color.palette.red-300 c #ff6b6b/~/9/=color.palette.red-300 #ff6b6b
    =color.palette.red-400 c #ff7b7b/~/9/=color.palette.red-400 #ff7b7b
    =color.palette.red-600 c #c22f2f/~/1/=color.palette.red-600 #c22f2f
    =color.palette.white c #ffffff/~/15/=color.palette.white #ffffff
    =color.palette.yellow-300 c #ffd700/~/11/=color.palette.yellow-300 #ffd700
    =color.palette.yellow-400 c #e5b94f/~/3/=color.palette.yellow-400 #e5b94f
    =color.palette.yellow-800 c #8a5a00/~/3/=color.palette.yellow-800 #8a5a00
    =color.status.error c #ff6b6b/~/9/=color.status.error #ff6b6b
    =color.status.info c #66e0ff/~/14/=color.status.info #66e0ff
    =color.status.success c #5ff25f/~/10/=color.status.success #5ff25f
    =color.status.warning c #ffd700/~/11/=color.status.warning #ffd700
    =color.text.default c #ffffff/~/15/=color.text.default #ffffff
    =color.text.disabled c #8c8c8c/~/8/=color.text.disabled #8c8c8c
    =color.text.inverse c #000000/~/0/=color.text.inverse #000000
    =color.text.link c #66b3ff/~/12/=color.text.link #66b3ff
    =color.text.muted c #d0d0d0/~/7/=color.text.muted #d0d0d0
    =commandPalette.match s 1 #c7a6ff/~/13/=color.brand.accent ~
    =commandPalette.prompt c #66b3ff/~/12/=commandPalette.prompt #66b3ff
    =divider.color c #ffffff/~/15/=divider.color #ffffff
    =divider.label s 0 #d0d0d0/~/7/=color.text.muted ~
    =field.border b rounded #ffffff/~/15/=color.border.default
    =field.caret s 16 ~ ~
    =field.disabled s 2 #8c8c8c/~/8/=color.text.disabled ~
    =field.error.border b rounded #ff6b6b/~/9/=color.status.error
    =field.error.message s 1 #ff6b6b/~/9/=color.status.error ~
    =field.focus.border b heavy #ffd700/~/11/=color.border.focus
    =field.helper s 0 #d0d0d0/~/7/=color.text.muted ~
    =field.label s 1 #ffffff/~/15/=color.text.default ~
    =field.placeholder s 0 #d0d0d0/~/7/=color.text.muted ~
    =field.value s 0 #ffffff/~/15/=color.text.default ~
    =font.family.terminal f 1 =monospace
    =font.weight.bold w 700
    =font.weight.faint w 300
    =font.weight.regular w 400
    =hud.border b rounded #ffffff/~/15/=color.border.default
    =hud.failure s 1 #ff6b6b/~/9/=color.status.error ~
    =hud.message s 0 #ffffff/~/15/=color.text.default ~
    =hud.success s 1 #5ff25f/~/10/=color.status.success ~
    =hud.surface c #1a1a1a/~/0/=hud.surface #1a1a1a
    =keyHints.key s 1 #ffffff/~/15/=color.text.default ~
    =keyHints.label s 0 #d0d0d0/~/7/=color.text.muted ~
    =keyHints.separator s 0 #ffffff/~/15/=color.border.default ~
    =list.empty s 4 #d0d0d0/~/7/=color.text.muted ~
    =list.header s 1 #d0d0d0/~/7/=color.text.muted ~
    =list.marker c #66b3ff/~/12/=list.marker #66b3ff
    =list.row s 0 #ffffff/~/15/=color.text.default ~
    =list.scrollbar.thumb c #d0d0d0/~/7/=list.scrollbar.thumb #d0d0d0
    =list.scrollbar.track c #ffffff/~/15/=list.scrollbar.track #ffffff
    =list.selected s 1 #ffffff/~/15/=color.text.default #333333/~/4/=color.background.selected
    =logView.empty s 4 #d0d0d0/~/7/=color.text.muted ~
    =logView.line s 0 #ffffff/~/15/=color.text.default ~
    =logView.scrollbar.thumb c #d0d0d0/~/7/=logView.scrollbar.thumb #d0d0d0
    =logView.scrollbar.track c #ffffff/~/15/=logView.scrollbar.track #ffffff
    =logView.status s 1 #ffffff/~/15/=color.text.default #333333/~/4/=color.background.selected
    =motion.spinner.interval t 80
    =pageIndicator.active c #66b3ff/~/12/=pageIndicator.active #66b3ff
    =pageIndicator.inactive c #ffffff/~/15/=pageIndicator.inactive #ffffff
    =progress.fill c #66b3ff/~/12/=progress.fill #66b3ff
    =progress.label s 0 #ffffff/~/15/=color.text.default ~
    =progress.track c #ffffff/~/15/=progress.track #ffffff
    =space.0 n 0.0
    =space.1 n 1.0
    =space.2 n 2.0
    =space.3 n 3.0
    =space.4 n 4.0
    =spinner.color c #66b3ff/~/12/=spinner.color #66b3ff
    =tabBar.border b rounded #ffffff/~/15/=color.border.default
    =tabBar.disabled s 2 #8c8c8c/~/8/=color.text.disabled ~
    =tabBar.focus c #ffd700/~/11/=tabBar.focus #ffd700
    =tabBar.item s 0 #d0d0d0/~/7/=color.text.muted ~
    =tabBar.marker c #ffffff/~/15/=tabBar.marker #ffffff
    =tabBar.selected s 9 #ffffff/~/15/=color.text.default ~
    =table.check c #66b3ff/~/12/=table.check #66b3ff
    =table.cursor s 1 #ffffff/~/15/=color.text.default #333333/~/4/=color.background.selected
    =table.empty s 4 #d0d0d0/~/7/=color.text.muted ~
    =table.header s 1 #ffffff/~/15/=color.text.default ~
    =table.marker c #66b3ff/~/12/=table.marker #66b3ff
    =table.row s 0 #ffffff/~/15/=color.text.default ~
    =table.rule c #ffffff/~/15/=table.rule #ffffff
    =table.scrollbar.thumb c #d0d0d0/~/7/=table.scrollbar.thumb #d0d0d0
    =table.scrollbar.track c #ffffff/~/15/=table.scrollbar.track #ffffff
    =table.selected s 1 ~ ~
    =table.sort c #66b3ff/~/12/=table.sort #66b3ff
    =textArea.border b rounded #ffffff/~/15/=color.border.default
    =textArea.caret s 16 ~ ~
    =textArea.counter s 0 #d0d0d0/~/7/=color.text.muted ~
    =textArea.disabled s 2 #8c8c8c/~/8/=color.text.disabled ~
    =textArea.focus.border b heavy #ffd700/~/11/=color.border.focus
    =textArea.label s 1 #ffffff/~/15/=color.text.default ~
    =textArea.lineNumber s 0 #d0d0d0/~/7/=color.text.muted ~
    =textArea.placeholder s 0 #d0d0d0/~/7/=color.text.muted ~
    =textArea.selection s 16 ~ ~
    =textArea.value s 0 #ffffff/~/15/=color.text.default ~
    =textStyle.body s 0 #ffffff/~/15/=color.text.default ~
    =textStyle.caption s 4 #d0d0d0/~/7/=color.text.muted ~
    =textStyle.code s 0 #c7a6ff/~/13/=color.brand.accent ~
    =textStyle.error s 1 #ff6b6b/~/9/=color.status.error ~
    =textStyle.headline s 1 #66b3ff/~/12/=color.brand.primary ~
    =textStyle.link s 8 #66b3ff/~/12/=color.text.link ~
    =textStyle.muted s 0 #d0d0d0/~/7/=color.text.muted ~
    =textStyle.selected s 16 ~ ~
    =textStyle.strong s 1 ~ ~
    =textStyle.title s 1 #ffffff/~/15/=color.text.default ~
    =toast.border b rounded #ffffff/~/15/=color.border.default
    =toast.error c #ff6b6b/~/9/=toast.error #ff6b6b
    =toast.info c #66e0ff/~/14/=toast.info #66e0ff
    =toast.message s 0 #ffffff/~/15/=color.text.default ~
    =toast.success c #5ff25f/~/10/=toast.success #5ff25f
    =toast.surface c #1a1a1a/~/0/=toast.surface #1a1a1a
    =toast.title s 1 #ffffff/~/15/=color.text.default ~
    =toast.warning c #ffd700/~/11/=toast.warning #ffd700
    =toggle.label s 0 #ffffff/~/15/=color.text.default ~
    =toggle.off c #ffffff/~/15/=toggle.off #ffffff
    =toggle.on c #66b3ff/~/12/=toggle.on #66b3ff
    =tree.empty s 4 #d0d0d0/~/7/=color.text.muted ~
    =tree.guide c #ffffff/~/15/=tree.guide #ffffff
    =tree.label s 0 #ffffff/~/15/=color.text.default ~
    =tree.loading s 4 #d0d0d0/~/7/=color.text.muted ~
    =tree.marker c #66b3ff/~/12/=tree.marker #66b3ff
    =tree.scrollbar.thumb c #d0d0d0/~/7/=tree.scrollbar.thumb #d0d0d0
    =tree.scrollbar.track c #ffffff/~/15/=tree.scrollbar.track #ffffff
    =tree.selected s 1 #ffffff/~/15/=color.text.default #333333/~/4/=color.background.selected
    =typography.bold s 1 ~ ~
    =typography.faint s 2 ~ ~
    =typography.regular s 0 ~ ~
    theme =mono =Monochrome dark
    check =color.text.default =color.background.surface 4.5
    check =color.text.muted =color.background.surface 4.5
    check =color.text.link =color.background.surface 4.5
    check =color.status.info =color.background.surface 4.5
    check =color.status.success =color.background.surface 4.5
    check =color.status.warning =color.background.surface 4.5
    check =color.status.error =color.background.surface 4.5
    check =color.text.default =color.background.default 4.5
    check =color.text.default =color.background.panel 4.5
    check =color.text.default =color.background.selected 4.5
    check =button.primary.foreground =button.primary.background 4.5
    check =button.secondary.foreground =button.secondary.background 4.5
    check =button.destructive.foreground =button.destructive.background 4.5
    check =button.ghost.foreground =button.ghost.background 4.5
    check =color.border.default =color.background.surface 3.0
    check =color.border.focus =color.background.surface 3.0
    check =badge.foreground =badge.background 4.5
    check =avatar.foreground =color.avatar.1 4.5
    check =avatar.foreground =color.avatar.2 4.5
    check =avatar.foreground =color.avatar.3 4.5
    check =avatar.foreground =color.avatar.4 4.5
    check =avatar.foreground =color.avatar.5 4.5
    check =avatar.foreground =color.avatar.6 4.5
    check =button.disabled.foreground =button.disabled.background 3.0
    =alert.backdrop s 2 ~ ~
    =alert.border b double d/~/~/=color.border.default
    =alert.message s 0 ~ ~
    =alert.scrim c d/~/~/=alert.scrim #000000
    =alert.surface c d/~/~/=alert.surface #000000
    =alert.title s 1 ~ ~
    =avatar.foreground c d/~/~/=avatar.foreground #000000
    =avatar.label s 17 ~ ~
    =avatar.placeholder.background c d/~/~/=avatar.placeholder.background #000000
    =avatar.placeholder.foreground c d/~/~/=avatar.placeholder.foreground #ffffff
    =avatar.status.away c d/~/~/=avatar.status.away #ffffff
    =avatar.status.busy c d/~/~/=avatar.status.busy #ffffff
    =avatar.status.offline c d/~/~/=avatar.status.offline #ffffff
    =avatar.status.online c d/~/~/=avatar.status.online #ffffff
    =badge.background c d/~/~/=badge.background #ffffff
    =badge.foreground c d/~/~/=badge.foreground #000000
    =badge.label s 17 ~ ~
    =banner.error c d/~/~/=banner.error #ffffff
    =banner.info c d/~/~/=banner.info #ffffff
    =banner.message s 0 ~ ~
    =banner.success c d/~/~/=banner.success #ffffff
    =banner.title s 1 ~ ~
    =banner.warning c d/~/~/=banner.warning #ffffff
    =border.default b rounded d/~/~/=color.border.default
    =border.dialog b double d/~/~/=color.border.default
    =border.error b rounded d/~/~/=color.status.error
    =border.focus b heavy d/~/~/=color.border.focus
    =box.border b rounded d/~/~/=color.border.default
    =box.focus.border b heavy d/~/~/=color.border.focus
    =box.footer s 2 ~ ~
    =box.surface c d/~/~/=box.surface #000000
    =box.title s 1 ~ ~
    =button.border b rounded d/~/~/=color.border.default
    =button.destructive.background c d/~/~/=button.destructive.background #ffffff
    =button.destructive.foreground c d/~/~/=button.destructive.foreground #000000
    =button.destructive.label s 25 ~ ~
    =button.disabled.background c d/~/~/=button.disabled.background #000000
    =button.disabled.foreground c d/~/~/=button.disabled.foreground #ffffff
    =button.disabled.label s 2 ~ ~
    =button.focus.border b heavy d/~/~/=color.border.focus
    =button.ghost.background c d/~/~/=button.ghost.background #000000
    =button.ghost.foreground c d/~/~/=button.ghost.foreground #ffffff
    =button.ghost.label s 8 ~ ~
    =button.hint s 2 ~ ~
    =button.padding n 2.0
    =button.primary.background c d/~/~/=button.primary.background #ffffff
    =button.primary.foreground c d/~/~/=button.primary.foreground #000000
    =button.primary.label s 17 ~ ~
    =button.secondary.background c d/~/~/=button.secondary.background #000000
    =button.secondary.foreground c d/~/~/=button.secondary.foreground #ffffff
    =button.secondary.label s 1 ~ ~
    =chart.bar c d/~/~/=chart.bar #ffffff
    =chart.label s 0 d/~/~/=color.text.muted ~
    =chart.line c d/~/~/=chart.line #ffffff
    =chart.value s 0 d/~/~/=color.text.default ~
    =checkbox.box c d/~/~/=checkbox.box #ffffff
    =checkbox.check c d/~/~/=checkbox.check #ffffff
    =checkbox.label s 0 ~ ~
    =color.avatar.1 c d/~/~/=color.avatar.1 #ffffff
    =color.avatar.2 c d/~/~/=color.avatar.2 #ffffff
    =color.avatar.3 c d/~/~/=color.avatar.3 #ffffff
    =color.avatar.4 c d/~/~/=color.avatar.4 #ffffff
    =color.avatar.5 c d/~/~/=color.avatar.5 #ffffff
    =color.avatar.6 c d/~/~/=color.avatar.6 #ffffff
    =color.background.default c d/~/~/=color.background.default #000000
    =color.background.panel c d/~/~/=color.background.panel #000000
    =color.background.selected c d/~/~/=color.background.selected #000000
    =color.background.surface c d/~/~/=color.background.surface #000000
    =color.border.default c d/~/~/=color.border.default #ffffff
    =color.border.focus c d/~/~/=color.border.focus #ffffff
    =color.brand.accent c d/~/~/=color.brand.accent #ffffff
    =color.brand.primary c d/~/~/=color.brand.primary #ffffff
    =color.palette.background c d/~/~/=color.palette.background #000000
    =color.palette.black c #000000/~/0/=color.palette.black #000000
    =color.palette.blue-300 c #66b3ff/~/12/=color.palette.blue-300 #66b3ff
    =color.palette.blue-400 c #5fa8ff/~/12/=color.palette.blue-400 #5fa8ff
    =color.palette.blue-600 c #1f5fbf/~/4/=color.palette.blue-600 #1f5fbf
    =color.palette.cyan-300 c #66e0ff/~/14/=color.palette.cyan-300 #66e0ff
    =color.palette.cyan-400 c #56c8d8/~/6/=color.palette.cyan-400 #56c8d8
    =color.palette.cyan-700 c #0e6f7e/~/6/=color.palette.cyan-700 #0e6f7e
    =color.palette.foreground c d/~/~/=color.palette.foreground #ffffff
    =color.palette.gray-100 c #e6e9f0/~/15/=color.palette.gray-100 #e6e9f0
    =color.palette.gray-200 c #dde1e8/~/7/=color.palette.gray-200 #dde1e8
    =color.palette.gray-300 c #a9b0c2/~/7/=color.palette.gray-300 #a9b0c2
    =color.palette.gray-400 c #8a91aa/~/7/=color.palette.gray-400 #8a91aa
    =color.palette.gray-50 c #f6f7f9/~/15/=color.palette.gray-50 #f6f7f9
    =color.palette.gray-500 c #6b7390/~/8/=color.palette.gray-500 #6b7390
    =color.palette.gray-600 c #4f566a/~/8/=color.palette.gray-600 #4f566a
    =color.palette.gray-700 c #2f3547/~/8/=color.palette.gray-700 #2f3547
    =color.palette.gray-800 c #232837/~/8/=color.palette.gray-800 #232837
    =color.palette.gray-900 c #161a23/~/0/=color.palette.gray-900 #161a23
    =color.palette.gray-950 c #0f1117/~/0/=color.palette.gray-950 #0f1117
    =color.palette.green-300 c #5ff25f/~/10/=color.palette.green-300 #5ff25f
    =color.palette.green-400 c #4ec37a/~/2/=color.palette.green-400 #4ec37a
    =color.palette.green-700 c #1e7a45/~/2/=color.palette.green-700 #1e7a45
    =color.palette.orange-400 c #f0a060/~/3/=color.palette.orange-400 #f0a060
    =color.palette.pink-300 c #ff99d6/~/13/=color.palette.pink-300 #ff99d6
    =color.palette.pink-400 c #f38bc4/~/5/=color.palette.pink-400 #f38bc4
    =color.palette.pink-700 c #a8326e/~/5/=color.palette.pink-700 #a8326e
    =color.palette.purple-300 c #c7a6ff/~/13/=color.palette.purple-300 #c7a6ff
    =color.palette.purple-400 c #b493ff/~/13/=color.palette.purple-400 #b493ff
    =color.palette.purple-600 c #6d4bc4/~/5/=color.palette.purple-600 #6d4bc4
    =color.palette.red-300 c #ff6b6b/~/9/=color.palette.red-300 #ff6b6b
    =color.palette.red-400 c #ff7b7b/~/9/=color.palette.red-400 #ff7b7b
    =color.palette.red-600 c #c22f2f/~/1/=color.palette.red-600 #c22f2f
    =color.palette.white c #ffffff/~/15/=color.palette.white #ffffff
    =color.palette.yellow-300 c #ffd700/~/11/=color.palette.yellow-300 #ffd700
    =color.palette.yellow-400 c #e5b94f/~/3/=color.palette.yellow-400 #e5b94f
    =color.palette.yellow-800 c #8a5a00/~/3/=color.palette.yellow-800 #8a5a00
    =color.status.error c d/~/~/=color.status.error #ffffff
    =color.status.info c d/~/~/=color.status.info #ffffff
    =color.status.success c d/~/~/=color.status.success #ffffff
    =color.status.warning c d/~/~/=color.status.warning #ffffff
    =color.text.default c d/~/~/=color.text.default #ffffff
    =color.text.disabled c d/~/~/=color.text.disabled #ffffff
    =color.text.inverse c d/~/~/=color.text.inverse #000000
    =color.text.link c d/~/~/=color.text.link #ffffff
    =color.text.muted c d/~/~/=color.text.muted #ffffff
    =commandPalette.match s 1 d/~/~/=color.brand.accent ~
    =commandPalette.prompt c d/~/~/=commandPalette.prompt #ffffff
    =divider.color c d/~/~/=divider.color #ffffff
    =divider.label s 2 ~ ~
    =field.border b rounded d/~/~/=color.border.default
    =field.caret s 16 ~ ~
    =field.disabled s 2 ~ ~
    =field.error.border b rounded d/~/~/=color.status.error
    =field.error.message s 1 ~ ~
    =field.focus.border b heavy d/~/~/=color.border.focus
    =field.helper s 2 ~ ~
    =field.label s 1 ~ ~
    =field.placeholder s 2 ~ ~
    =field.value s 0 ~ ~
    =font.family.terminal f 1 =monospace
    =font.weight.bold w 700
    =font.weight.faint w 300
    =font.weight.regular w 400
    =hud.border b rounded d/~/~/=color.border.default
    =hud.failure s 1 ~ ~
    =hud.message s 0 ~ ~
    =hud.success s 1 ~ ~
    =hud.surface c d/~/~/=hud.surface #000000
    =keyHints.key s 1 ~ ~
    =keyHints.label s 2 ~ ~
    =keyHints.separator s 2 ~ ~
    =list.empty s 4 ~ ~
    =list.header s 1 ~ ~
    =list.marker c d/~/~/=list.marker #ffffff
    =list.row s 0 ~ ~
    =list.scrollbar.thumb c d/~/~/=list.scrollbar.thumb #ffffff
    =list.scrollbar.track c d/~/~/=list.scrollbar.track #ffffff
    =list.selected s 16 ~ ~
    =logView.empty s 4 d/~/~/=color.text.muted ~
    =logView.line s 0 d/~/~/=color.text.default ~
    =logView.scrollbar.thumb c d/~/~/=logView.scrollbar.thumb #ffffff
    =logView.scrollbar.track c d/~/~/=logView.scrollbar.track #ffffff
    =logView.status s 17 ~ ~
    =motion.spinner.interval t 80
    =pageIndicator.active c d/~/~/=pageIndicator.active #ffffff
    =pageIndicator.inactive c d/~/~/=pageIndicator.inactive #ffffff
    =progress.fill c d/~/~/=progress.fill #ffffff
    =progress.label s 0 ~ ~
    =progress.track c d/~/~/=progress.track #ffffff
    =space.0 n 0.0
    =space.1 n 1.0
    =space.2 n 2.0
    =space.3 n 3.0
    =space.4 n 4.0
    =spinner.color c d/~/~/=spinner.color #ffffff
    =tabBar.border b rounded d/~/~/=color.border.default
    =tabBar.disabled s 2 ~ ~
    =tabBar.focus c d/~/~/=tabBar.focus #ffffff
    =tabBar.item s 0 ~ ~
    =tabBar.marker c d/~/~/=tabBar.marker #ffffff
    =tabBar.selected s 9 ~ ~
    =table.check c d/~/~/=table.check #ffffff
    =table.cursor s 16 ~ ~
    =table.empty s 4 ~ ~
    =table.header s 1 ~ ~
    =table.marker c d/~/~/=table.marker #ffffff
    =table.row s 0 ~ ~
    =table.rule c d/~/~/=table.rule #ffffff
    =table.scrollbar.thumb c d/~/~/=table.scrollbar.thumb #ffffff
    =table.scrollbar.track c d/~/~/=table.scrollbar.track #ffffff
    =table.selected s 1 ~ ~
    =table.sort c d/~/~/=table.sort #ffffff
    =textArea.border b rounded d/~/~/=color.border.default
    =textArea.caret s 16 ~ ~
    =textArea.counter s 0 d/~/~/=color.text.muted ~
    =textArea.disabled s 2 d/~/~/=color.text.disabled ~
    =textArea.focus.border b heavy d/~/~/=color.border.focus
    =textArea.label s 1 d/~/~/=color.text.default ~
    =textArea.lineNumber s 0 d/~/~/=color.text.muted ~
    =textArea.placeholder s 0 d/~/~/=color.text.muted ~
    =textArea.selection s 16 ~ ~
    =textArea.value s 0 d/~/~/=color.text.default ~
    =textStyle.body s 0 ~ ~
    =textStyle.caption s 4 ~ ~
    =textStyle.code s 6 ~ ~
    =textStyle.error s 17 ~ ~
    =textStyle.headline s 5 ~ ~
    =textStyle.link s 8 ~ ~
    =textStyle.muted s 2 ~ ~
    =textStyle.selected s 16 ~ ~
    =textStyle.strong s 1 ~ ~
    =textStyle.title s 9 ~ ~
    =toast.border b rounded d/~/~/=color.border.default
    =toast.error c d/~/~/=toast.error #ffffff
    =toast.info c d/~/~/=toast.info #ffffff
    =toast.message s 0 d/~/~/=color.text.default ~
    =toast.success c d/~/~/=toast.success #ffffff
    =toast.surface c d/~/~/=toast.surface #000000
    =toast.title s 1 d/~/~/=color.text.default ~
    =toast.warning c d/~/~/=toast.warning #ffffff
    =toggle.label s 0 ~ ~
    =toggle.off c d/~/~/=toggle.off #ffffff
    =toggle.on c d/~/~/=toggle.on #ffffff
    =tree.empty s 4 d/~/~/=color.text.muted ~
    =tree.guide c d/~/~/=tree.guide #ffffff
    =tree.label s 0 d/~/~/=color.text.default ~
    =tree.loading s 4 d/~/~/=color.text.muted ~
    =tree.marker c d/~/~/=tree.marker #ffffff
    =tree.scrollbar.thumb c d/~/~/=tree.scrollbar.thumb #ffffff
    =tree.scrollbar.track c d/~/~/=tree.scrollbar.track #ffffff
    =tree.selected s 16 ~ ~
    =typography.bold s 1 ~ ~
    =typography.faint s 2 ~ ~
    =typography.regular s 0 ~ ~
    """#
}
