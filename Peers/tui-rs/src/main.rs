//! The dashboard benchmark of `shared/bench/README.md`, drawn with tui-rs 0.19.
//!
//! Verbs (the same as ViewKit's `Benchmarks dashboard ...`):
//!   frame | frame2   the whole frame as truecolor ANSI text on stdout
//!   bench N          time N builds + renders + ANSI serialisations (JSON on stdout)
//!   diff DIR         what tui's Terminal + CrosstermBackend write for frame 1 and for the
//!                    update to frame 2, into DIR/tui-rs.frame1.ansi and DIR/tui-rs.update.ansi
//!
//! Each frame is a new 120x40 Buffer that the widgets (Block, Paragraph with Wrap, Spans)
//! render into; the buffer is then serialised to truecolor SGR text.
//!
//! The 34-row viewport over the 30 post cards is drawn one of two ways (`PEER_CLIP`):
//!   cull (default)  the widgets of all 30 cards are built and every card's place is laid
//!                   out, but only the cards that meet the viewport are rendered (card 6, cut
//!                   by the edge, through a 116x6 scratch buffer): the way a tui app clips a
//!                   list, since tui wraps text only when a widget renders.
//!   scroll          every card is rendered into a 116x180 content buffer and the 34 visible
//!                   rows are copied into the frame (a scroll view, the way the tui-scrollview
//!                   crate does it): all 30 cards are built, wrapped and drawn.
//! and the buffer is serialised one of two ways (`PEER_ANSI`), to the same bytes:
//!   direct (default)  SGR bytes written straight into a Vec<u8>
//!   crossterm         through crossterm's commands with queue!, as tui's CrosstermBackend does

use std::cell::RefCell;
use std::io::{self, Write};
use std::rc::Rc;
use std::time::Instant;

use crossterm::queue;
use crossterm::style::{
    Attribute as CAttribute, Color as CColor, Print, SetAttribute, SetBackgroundColor,
    SetForegroundColor,
};
use tui::backend::CrosstermBackend;
use tui::buffer::Buffer;
use tui::layout::{Alignment, Constraint, Direction, Layout, Rect};
use tui::style::{Color, Modifier, Style};
use tui::text::{Span, Spans, Text};
use tui::widgets::{Block, BorderType, Borders, Paragraph, Widget, Wrap};
use tui::{Terminal, TerminalOptions, Viewport};
use unicode_width::UnicodeWidthStr;

const WIDTH: u16 = 120;
const HEIGHT: u16 = 40;
const CARDS: u16 = 30;
const CARD_WIDTH: u16 = 116;
const CARD_HEIGHT: u16 = 6;

const ORANGE: Color = Color::Rgb(0xFF, 0xAF, 0x5F);
const GREEN: Color = Color::Rgb(0x5F, 0xD7, 0x5F);
const BLUE: Color = Color::Rgb(0x5F, 0xAF, 0xFF);

#[derive(Clone, Copy, PartialEq)]
enum Clip {
    Scroll,
    Cull,
}

/// A rounded box around `area`; returns the box and its content area (1 cell of horizontal
/// padding inside the border).
fn rounded_box(area: Rect) -> (Block<'static>, Rect) {
    let block = Block::default()
        .borders(Borders::ALL)
        .border_type(BorderType::Rounded);
    let inner = block.inner(area);
    let padded = Rect {
        x: inner.x + 1,
        y: inner.y,
        width: inner.width.saturating_sub(2),
        height: inner.height,
    };
    (block, padded)
}

/// One post card: its box, the title + wrapped body, and the right-aligned likes line.
struct PostCard {
    block: Block<'static>,
    text: Paragraph<'static>,
    likes: Paragraph<'static>,
}

impl PostCard {
    fn new(index: u16, likes: u16) -> PostCard {
        let title = Spans::from(Span::styled(
            format!("Post #{index}: Shipping a terminal UI, part {index}"),
            Style::default().fg(BLUE).add_modifier(Modifier::BOLD),
        ));
        let body = Spans::from(format!(
            "Post {index} renders 日本語テキスト next to plain ASCII words and one rocket 🚀 so that every \
             renderer has to count wide cells correctly while it wraps this paragraph onto two lines."
        ));
        PostCard {
            block: Block::default()
                .borders(Borders::ALL)
                .border_type(BorderType::Rounded),
            text: Paragraph::new(Text::from(vec![title, body])).wrap(Wrap { trim: true }),
            likes: Paragraph::new(format!("likes: {likes}")).alignment(Alignment::Right),
        }
    }
}

impl Widget for PostCard {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = self.block.inner(area);
        let content = Rect {
            x: inner.x + 1,
            y: inner.y,
            width: inner.width.saturating_sub(2),
            height: inner.height,
        };
        self.block.render(area, buf);
        // Title (1 row) and body (2 rows) wrap in rows 1-3, likes in row 4.
        let text_area = Rect {
            height: content.height.saturating_sub(1),
            ..content
        };
        let likes_area = Rect {
            y: content.y + content.height.saturating_sub(1),
            height: 1,
            ..content
        };
        self.text.render(text_area, buf);
        self.likes.render(likes_area, buf);
    }
}

/// The whole screen of frame 1 or 2.
struct Dashboard {
    frame: u16,
    clip: Clip,
}

/// Copies `rows` rows of `from` (starting at its top) into `to` at (x, y).
fn blit(from: &Buffer, rows: u16, to: &mut Buffer, x: u16, y: u16) {
    let width = from.area.width;
    for row in 0..rows {
        for column in 0..width {
            let cell = from.get(from.area.x + column, from.area.y + row);
            to.get_mut(x + column, y + row).clone_from(cell);
        }
    }
}

impl Widget for Dashboard {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rows = Layout::default()
            .direction(Direction::Vertical)
            .constraints([
                Constraint::Length(3),
                Constraint::Min(0),
                Constraint::Length(3),
            ])
            .split(area);

        // Header: bold orange title on the left, the sync bar on the right.
        let (block, inner) = rounded_box(rows[0]);
        block.render(rows[0], buf);
        Paragraph::new(Span::styled(
            "ViewKit Dashboard",
            Style::default().fg(ORANGE).add_modifier(Modifier::BOLD),
        ))
        .render(inner, buf);
        let progress = 0.42_f64;
        let filled = (24.0 * progress) as usize;
        Paragraph::new(Spans::from(vec![
            Span::raw("Sync "),
            Span::styled("█".repeat(filled), Style::default().fg(GREEN)),
            Span::raw("░".repeat(24 - filled)),
            Span::raw(format!(" {}%", (progress * 100.0).round() as u32)),
        ]))
        .alignment(Alignment::Right)
        .render(inner, buf);

        // The 30 post cards in the viewport; all are built.
        let viewport = rows[1];
        let cards: Vec<PostCard> = (1..=CARDS)
            .map(|i| PostCard::new(i, 10 * i + 3 + u16::from(self.frame == 2 && i == 2)))
            .collect();
        let left = viewport.x + (viewport.width - CARD_WIDTH) / 2;
        match self.clip {
            Clip::Scroll => {
                let mut content = Buffer::empty(Rect::new(0, 0, CARD_WIDTH, CARD_HEIGHT * CARDS));
                for (i, card) in cards.into_iter().enumerate() {
                    let y = i as u16 * CARD_HEIGHT;
                    card.render(Rect::new(0, y, CARD_WIDTH, CARD_HEIGHT), &mut content);
                }
                let visible = viewport.height.min(content.area.height);
                blit(&content, visible, buf, left, viewport.y);
            }
            Clip::Cull => {
                let mut scratch: Option<Buffer> = None;
                for (i, card) in cards.into_iter().enumerate() {
                    let top = i as u16 * CARD_HEIGHT;
                    if top >= viewport.height {
                        continue; // built, clipped away
                    }
                    let y = viewport.y + top;
                    if top + CARD_HEIGHT <= viewport.height {
                        card.render(Rect::new(left, y, CARD_WIDTH, CARD_HEIGHT), buf);
                    } else {
                        let scratch = scratch.get_or_insert_with(|| {
                            Buffer::empty(Rect::new(0, 0, CARD_WIDTH, CARD_HEIGHT))
                        });
                        scratch.reset();
                        card.render(scratch.area, scratch);
                        blit(scratch, viewport.height - top, buf, left, y);
                    }
                }
            }
        }

        // Tab bar: Inbox in reverse video.
        let (block, inner) = rounded_box(rows[2]);
        block.render(rows[2], buf);
        let mut tabs: Vec<Span> = Vec::new();
        for (i, tab) in ["Home", "Search", "Inbox", "Profile"].iter().enumerate() {
            if i > 0 {
                tabs.push(Span::raw(" "));
            }
            let label = format!(" {tab} ");
            if *tab == "Inbox" {
                tabs.push(Span::styled(
                    label,
                    Style::default().add_modifier(Modifier::REVERSED),
                ));
            } else {
                tabs.push(Span::raw(label));
            }
        }
        Paragraph::new(Spans::from(tabs)).render(inner, buf);
    }
}

fn screen() -> Rect {
    Rect::new(0, 0, WIDTH, HEIGHT)
}

/// Builds and renders frame 1 or 2 into a fresh 120x40 buffer.
fn render(frame: u16, clip: Clip) -> Buffer {
    let mut buf = Buffer::empty(screen());
    Dashboard { frame, clip }.render(screen(), &mut buf);
    buf
}

fn map_error(error: crossterm::Result<()>) -> io::Result<()> {
    error.map_err(|e| io::Error::new(io::ErrorKind::Other, e.to_string()))
}

/// The attribute changes from `from` to `to`, in the order and encoding tui's CrosstermBackend
/// uses (its ModifierDiff, which is private to tui), for the attributes this screen can carry.
fn queue_modifier_diff<W: Write>(w: &mut W, from: Modifier, to: Modifier) -> io::Result<()> {
    let removed = from - to;
    if removed.contains(Modifier::REVERSED) {
        map_error(queue!(w, SetAttribute(CAttribute::NoReverse)))?;
    }
    if removed.contains(Modifier::BOLD) {
        map_error(queue!(w, SetAttribute(CAttribute::NormalIntensity)))?;
        if to.contains(Modifier::DIM) {
            map_error(queue!(w, SetAttribute(CAttribute::Dim)))?;
        }
    }
    if removed.contains(Modifier::ITALIC) {
        map_error(queue!(w, SetAttribute(CAttribute::NoItalic)))?;
    }
    if removed.contains(Modifier::UNDERLINED) {
        map_error(queue!(w, SetAttribute(CAttribute::NoUnderline)))?;
    }
    if removed.contains(Modifier::DIM) {
        map_error(queue!(w, SetAttribute(CAttribute::NormalIntensity)))?;
    }
    let added = to - from;
    if added.contains(Modifier::REVERSED) {
        map_error(queue!(w, SetAttribute(CAttribute::Reverse)))?;
    }
    if added.contains(Modifier::BOLD) {
        map_error(queue!(w, SetAttribute(CAttribute::Bold)))?;
    }
    if added.contains(Modifier::ITALIC) {
        map_error(queue!(w, SetAttribute(CAttribute::Italic)))?;
    }
    if added.contains(Modifier::UNDERLINED) {
        map_error(queue!(w, SetAttribute(CAttribute::Underlined)))?;
    }
    if added.contains(Modifier::DIM) {
        map_error(queue!(w, SetAttribute(CAttribute::Dim)))?;
    }
    Ok(())
}

/// The whole buffer as ANSI text: rows joined by "\n", no cursor positioning. The SGR state is
/// tracked across the frame the way tui's CrosstermBackend::draw tracks it (modifier diff, then
/// foreground, then background, then the symbol), with newlines instead of MoveTo; the cell
/// after a wide character is skipped, as Buffer::diff skips it. The style is reset at the end
/// only when one is still active. `Serialiser::Direct` writes the bytes straight into the
/// output; `Serialiser::Crossterm` writes the very same bytes through crossterm's commands
/// (queue!, as the backend does), which costs more.
fn ansi(buf: &Buffer, serialiser: Serialiser) -> io::Result<Vec<u8>> {
    let mut out: Vec<u8> = Vec::with_capacity(16 * 1024);
    let mut fg = Color::Reset;
    let mut bg = Color::Reset;
    let mut modifier = Modifier::empty();
    let width = buf.area.width as usize;
    for (row, cells) in buf.content.chunks(width).enumerate() {
        if row > 0 {
            out.push(b'\n');
        }
        let mut to_skip = 0usize;
        for cell in cells {
            if to_skip > 0 {
                to_skip -= 1;
                continue;
            }
            match serialiser {
                Serialiser::Direct => {
                    if cell.modifier != modifier {
                        direct_modifier_diff(&mut out, modifier, cell.modifier);
                        modifier = cell.modifier;
                    }
                    if cell.fg != fg {
                        direct_color(&mut out, cell.fg, false)?;
                        fg = cell.fg;
                    }
                    if cell.bg != bg {
                        direct_color(&mut out, cell.bg, true)?;
                        bg = cell.bg;
                    }
                    out.extend_from_slice(cell.symbol.as_bytes());
                }
                Serialiser::Crossterm => {
                    if cell.modifier != modifier {
                        queue_modifier_diff(&mut out, modifier, cell.modifier)?;
                        modifier = cell.modifier;
                    }
                    if cell.fg != fg {
                        map_error(queue!(out, SetForegroundColor(CColor::from(cell.fg))))?;
                        fg = cell.fg;
                    }
                    if cell.bg != bg {
                        map_error(queue!(out, SetBackgroundColor(CColor::from(cell.bg))))?;
                        bg = cell.bg;
                    }
                    map_error(queue!(out, Print(&cell.symbol)))?;
                }
            }
            // A one-byte symbol is one cell wide; only longer ones can be wide.
            if cell.symbol.len() > 1 {
                to_skip = cell.symbol.width().saturating_sub(1);
            }
        }
    }
    if fg != Color::Reset || bg != Color::Reset || !modifier.is_empty() {
        // SetForegroundColor(Reset), SetBackgroundColor(Reset), SetAttribute(Reset)
        out.extend_from_slice(b"\x1b[39m\x1b[49m\x1b[0m");
    }
    Ok(out)
}

#[derive(Clone, Copy, PartialEq)]
enum Serialiser {
    Direct,
    Crossterm,
}

fn push_u8(out: &mut Vec<u8>, value: u8) {
    if value >= 100 {
        out.push(b'0' + value / 100);
    }
    if value >= 10 {
        out.push(b'0' + value / 10 % 10);
    }
    out.push(b'0' + value % 10);
}

/// The bytes crossterm's SetForegroundColor / SetBackgroundColor write for `color`.
fn direct_color(out: &mut Vec<u8>, color: Color, background: bool) -> io::Result<()> {
    match color {
        Color::Reset => out.extend_from_slice(if background { b"\x1b[49m" } else { b"\x1b[39m" }),
        Color::Rgb(r, g, b) => {
            out.extend_from_slice(if background {
                b"\x1b[48;2;"
            } else {
                b"\x1b[38;2;"
            });
            push_u8(out, r);
            out.push(b';');
            push_u8(out, g);
            out.push(b';');
            push_u8(out, b);
            out.push(b'm');
        }
        Color::Indexed(i) => {
            out.extend_from_slice(if background {
                b"\x1b[48;5;"
            } else {
                b"\x1b[38;5;"
            });
            push_u8(out, i);
            out.push(b'm');
        }
        named => {
            // Named colours do not occur on this screen; let crossterm spell them.
            let color = CColor::from(named);
            if background {
                map_error(queue!(out, SetBackgroundColor(color)))?;
            } else {
                map_error(queue!(out, SetForegroundColor(color)))?;
            }
        }
    }
    Ok(())
}

/// The bytes of queue_modifier_diff, written directly.
fn direct_modifier_diff(out: &mut Vec<u8>, from: Modifier, to: Modifier) {
    let removed = from - to;
    if removed.contains(Modifier::REVERSED) {
        out.extend_from_slice(b"\x1b[27m");
    }
    if removed.contains(Modifier::BOLD) {
        out.extend_from_slice(b"\x1b[22m");
        if to.contains(Modifier::DIM) {
            out.extend_from_slice(b"\x1b[2m");
        }
    }
    if removed.contains(Modifier::ITALIC) {
        out.extend_from_slice(b"\x1b[23m");
    }
    if removed.contains(Modifier::UNDERLINED) {
        out.extend_from_slice(b"\x1b[24m");
    }
    if removed.contains(Modifier::DIM) {
        out.extend_from_slice(b"\x1b[22m");
    }
    let added = to - from;
    if added.contains(Modifier::REVERSED) {
        out.extend_from_slice(b"\x1b[7m");
    }
    if added.contains(Modifier::BOLD) {
        out.extend_from_slice(b"\x1b[1m");
    }
    if added.contains(Modifier::ITALIC) {
        out.extend_from_slice(b"\x1b[3m");
    }
    if added.contains(Modifier::UNDERLINED) {
        out.extend_from_slice(b"\x1b[4m");
    }
    if added.contains(Modifier::DIM) {
        out.extend_from_slice(b"\x1b[2m");
    }
}

/// A Write that the test harness can read while tui's Terminal owns the backend.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn take(&self) -> Vec<u8> {
        std::mem::take(&mut *self.0.borrow_mut())
    }
}

fn diff(dir: &str, clip: Clip) -> io::Result<()> {
    let sink = Shared::default();
    let mut terminal = Terminal::with_options(
        CrosstermBackend::new(sink.clone()),
        TerminalOptions {
            viewport: Viewport::fixed(screen()),
        },
    )?;
    // An app's first frame: clear the screen, then draw (cells still blank are skipped).
    terminal.clear()?;
    terminal.draw(|f| f.render_widget(Dashboard { frame: 1, clip }, f.size()))?;
    let first = sink.take();
    // The update to frame 2: Buffer::diff of the two frames, through CrosstermBackend::draw.
    terminal.draw(|f| f.render_widget(Dashboard { frame: 2, clip }, f.size()))?;
    let update = sink.take();
    // Frame 2 again: what an idle redraw writes.
    terminal.draw(|f| f.render_widget(Dashboard { frame: 2, clip }, f.size()))?;
    let unchanged = sink.take();
    std::fs::create_dir_all(dir)?;
    std::fs::write(format!("{dir}/tui-rs.frame1.ansi"), &first)?;
    std::fs::write(format!("{dir}/tui-rs.update.ansi"), &update)?;
    println!(
        "{{\"peer\":\"tui-rs\",\"frame_bytes\":{},\"update_bytes\":{},\"unchanged_bytes\":{}}}",
        first.len(),
        update.len(),
        unchanged.len()
    );
    Ok(())
}

fn bench(count: usize, clip: Clip, serialiser: Serialiser) -> io::Result<()> {
    let warmup = std::env::var("PEER_WARMUP")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(count / 10);
    let mut bytes = 0usize;
    for _ in 0..warmup {
        bytes = ansi(&render(1, clip), serialiser)?.len();
    }
    let mut samples: Vec<u128> = Vec::with_capacity(count);
    for _ in 0..count {
        let start = Instant::now();
        bytes = ansi(&render(1, clip), serialiser)?.len();
        samples.push(start.elapsed().as_nanos());
    }
    let list: Vec<String> = samples.iter().map(|s| s.to_string()).collect();
    println!(
        "{{\"peer\":\"tui-rs\",\"unit\":\"ns\",\"samples\":[{}],\"frame_bytes\":{}}}",
        list.join(","),
        bytes
    );
    Ok(())
}

const USAGE: &str = "usage: tui-rs frame|frame2        the frame as truecolor ANSI text
       tui-rs bench N            time N renders (JSON)
       tui-rs diff DIR           write the diff renderer's bytes to DIR
environment: PEER_WARMUP (default N/10), PEER_CLIP=cull|scroll (default cull),
             PEER_ANSI=direct|crossterm (default direct)";

fn main() {
    let clip = match std::env::var("PEER_CLIP").as_deref() {
        Ok("cull") | Err(_) => Clip::Cull,
        Ok("scroll") => Clip::Scroll,
        Ok(other) => {
            eprintln!("tui-rs: PEER_CLIP must be cull or scroll, not {other}");
            std::process::exit(2);
        }
    };
    let serialiser = match std::env::var("PEER_ANSI").as_deref() {
        Ok("direct") | Err(_) => Serialiser::Direct,
        Ok("crossterm") => Serialiser::Crossterm,
        Ok(other) => {
            eprintln!("tui-rs: PEER_ANSI must be direct or crossterm, not {other}");
            std::process::exit(2);
        }
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["frame"] | ["frame2"] => {
            let frame = if args[0] == "frame" { 1 } else { 2 };
            ansi(&render(frame, clip), serialiser).and_then(|bytes| {
                let mut out = io::stdout().lock();
                out.write_all(&bytes)?;
                out.flush()
            })
        }
        ["bench", n] => match n.parse::<usize>() {
            Ok(count) if count > 0 => bench(count, clip, serialiser),
            _ => {
                eprintln!("tui-rs: bench needs a whole number of iterations above 0");
                std::process::exit(2);
            }
        },
        ["diff", dir] => diff(dir, clip),
        _ => {
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
    };
    if let Err(error) = result {
        eprintln!("tui-rs: {error}");
        std::process::exit(1);
    }
}
