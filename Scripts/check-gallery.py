#!/usr/bin/env python3
"""Checks a gallery written by `Storybook export --html DIR` in a real browser.

usage: Scripts/check-gallery.py DIR [--storybook COMMAND] [--query WORD] [--screenshot PNG]

Opens DIR/index.html from file:// in headless Chromium through Selenium and checks:
  1. every story is there: one section per id `COMMAND list` prints (default
     `swift run Storybook`), found by its anchor, and no other section;
  2. every grid's rows are equally wide in pixels (getBoundingClientRect of each row), and
     every grid is as many cells wide as its rows' spans say;
  3. typing in the search box filters: after typing WORD (default "card") exactly the
     sections whose id, title or summary contain it are shown, and clearing shows all again;
  4. the page loaded nothing (no resource requests) and logged no error (a script blocked by
     the Content-Security-Policy would be one).
Exits 0 when all hold, 1 naming each failure, 2 when it cannot run (no selenium, no chromium,
no chromedriver, no gallery).

Needs Debian's chromium and chromium-driver, and selenium from PyPI; without selenium in this
Python it uses /tmp/gallery-venv when there is one:
  python3 -m venv /tmp/gallery-venv && /tmp/gallery-venv/bin/pip install selenium
"""
import argparse, os, pathlib, shlex, shutil, subprocess, sys, time, urllib.parse

VENV_PYTHON = "/tmp/gallery-venv/bin/python"

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
except ImportError:
    # A venv's python is a link to the base interpreter: compare prefixes, not executables.
    if os.path.exists(VENV_PYTHON) and sys.prefix != os.path.dirname(os.path.dirname(VENV_PYTHON)) \
            and not os.environ.get("CHECK_GALLERY_REEXEC"):
        os.environ["CHECK_GALLERY_REEXEC"] = "1"
        os.execv(VENV_PYTHON, [VENV_PYTHON, __file__] + sys.argv[1:])
    print("check-gallery: selenium is not installed; python3 -m venv /tmp/gallery-venv && "
          "/tmp/gallery-venv/bin/pip install selenium", file=sys.stderr)
    sys.exit(2)

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Rows and grids measured in the page, in one call: per grid its caption, the widths of its
# rows, the cells its spans declare per row, and glyphs wider than their cells.
MEASURE = r"""
const out = [];
for (const grid of document.querySelectorAll("section.story .grid")) {
  const section = grid.closest("section.story");
  const caption = grid.parentElement.querySelector("figcaption");
  const rows = [], cells = [];
  let overflow = 0;
  for (const row of grid.querySelectorAll(":scope > .row")) {
    // Where the row's last cell ends, from the row's left edge: what the eye compares.
    const last = row.lastElementChild;
    const left = row.getBoundingClientRect().left;
    rows.push(last ? last.getBoundingClientRect().right - left : 0);
    let count = 0;
    for (const span of row.children) {
      const match = /width:\s*(\d+)ch/.exec(span.getAttribute("style") || "");
      count += match ? Number(match[1]) : NaN;
      if (span.scrollWidth > span.clientWidth + 1) overflow++;
    }
    cells.push(count);
  }
  out.push({id: section.id, theme: caption ? caption.textContent : "?", rows, cells, overflow});
}
return out;
"""


def fail(message):
    print("check-gallery: " + message, file=sys.stderr)
    sys.exit(2)


def story_ids(command):
    try:
        result = subprocess.run(shlex.split(command) + ["list"], cwd=ROOT, capture_output=True, text=True,
                                timeout=1200)
    except (OSError, subprocess.TimeoutExpired) as error:
        fail(f"could not run `{command} list`: {error}")
    if result.returncode != 0:
        fail(f"`{command} list` exited {result.returncode}:\n{result.stderr}")
    return [line for line in result.stdout.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dir")
    parser.add_argument("--storybook", default="swift run Storybook",
                        help="the storybook command whose `list` gives the ids (default: %(default)s)")
    parser.add_argument("--query", default="card", help="what to type in the search box (default: card)")
    parser.add_argument("--screenshot", help="save a screenshot of the top of the page here")
    args = parser.parse_args()

    index = pathlib.Path(args.dir).resolve() / "index.html"
    if not index.is_file():
        fail(f"no gallery at {index}; write one with `swift run Storybook export --html {args.dir}`")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        fail("needs chromium and chromedriver (Debian: apt-get install chromium chromium-driver)")
    ids = story_ids(args.storybook)

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    started = time.monotonic()
    try:
        driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    except Exception as error:  # selenium raises many kinds; any of them means it cannot run
        fail(f"could not start headless chromium: {str(error).splitlines()[0] if str(error) else error!r}")
    failures = []
    try:
        driver.set_script_timeout(120)
        driver.get(index.as_uri())
        loaded = time.monotonic() - started

        # 1. Every story, by its anchor, and nothing else.
        sections = driver.execute_script(
            "return Array.from(document.querySelectorAll('section.story'), s => s.id)")
        missing = [i for i in ids if not driver.execute_script("return !!document.getElementById(arguments[0])", i)]
        extra = sorted(set(sections) - set(ids))
        if len(sections) != len(ids):
            failures.append(f"{len(sections)} story sections, but `list` gives {len(ids)} stories")
        if missing:
            failures.append(f"{len(missing)} stories have no section: {', '.join(missing[:10])}")
        if extra:
            failures.append(f"sections for stories `list` does not give: {', '.join(extra[:10])}")

        # 2. Rows of each grid equally wide, in pixels and in declared cells.
        grids = driver.execute_script(MEASURE)
        cell_widths = []
        overflowing = 0
        uneven = []
        for grid in grids:
            rows, cells = grid["rows"], grid["cells"]
            overflowing += grid["overflow"]
            if not rows:
                uneven.append(f"{grid['id']} [{grid['theme']}]: no rows")
                continue
            if len(set(cells)) != 1:
                uneven.append(f"{grid['id']} [{grid['theme']}]: rows declare {sorted(set(cells))} cells")
            spread = max(rows) - min(rows)
            if spread > 0.5:
                uneven.append(f"{grid['id']} [{grid['theme']}]: rows from {min(rows):.2f} to {max(rows):.2f} px")
            if cells[0]:
                cell_widths.append(rows[0] / cells[0])
        failures.extend(uneven[:20])
        if len(uneven) > 20:
            failures.append(f"... and {len(uneven) - 20} more uneven grids")
        row_count = sum(len(g["rows"]) for g in grids)

        # 3. Search filters as you type, and clearing shows everything again.
        box = driver.find_element(By.ID, "search")
        box.clear()
        box.send_keys(args.query)
        state = driver.execute_script("""
            return Array.from(document.querySelectorAll('section.story'), s => ({
              id: s.id, visible: s.offsetParent !== null && !s.hidden,
              text: (s.id + ' ' + s.querySelector('h2 a').textContent + ' '
                     + s.querySelector('.summary').textContent).toLowerCase()}))""")
        word = args.query.lower()
        expected = {s["id"] for s in state if word in s["text"]}
        shown = {s["id"] for s in state if s["visible"]}
        if not expected:
            failures.append(f"no story mentions {args.query!r}; choose another --query")
        elif shown != expected:
            wrong = sorted(shown - expected)[:5]
            lost = sorted(expected - shown)[:5]
            failures.append(f"typing {args.query!r} showed {len(shown)} stories, expected {len(expected)}"
                            + (f"; shown but not matching: {', '.join(wrong)}" if wrong else "")
                            + (f"; matching but hidden: {', '.join(lost)}" if lost else ""))
        elif len(shown) == len(state):
            failures.append(f"typing {args.query!r} hid nothing")
        count_text = driver.find_element(By.ID, "count").text
        if args.screenshot:
            driver.save_screenshot(args.screenshot)
        box.clear()
        box.send_keys(" ")
        hidden = driver.execute_script(
            "return Array.from(document.querySelectorAll('section.story')).filter(s => s.hidden).length")
        if hidden:
            failures.append(f"clearing the search left {hidden} stories hidden")

        # 4. A story's link is a page of its own: that story alone, until "all stories".
        linked = ids[len(ids) // 2] if ids else ""
        if linked:
            driver.get(index.as_uri() + "#" + urllib.parse.quote(linked, safe="/"))
            visible = driver.execute_script(
                "return Array.from(document.querySelectorAll('section.story'))"
                ".filter(s => s.offsetParent !== null).map(s => s.id)")
            if visible != [linked]:
                failures.append(f"#{linked} showed {len(visible)} stories, expected that one alone: "
                                + ", ".join(visible[:5]))
            links = driver.find_elements(By.ID, "all")
            if not links or not links[0].is_displayed():
                failures.append(f"#{linked} shows no 'all stories' link back")
            else:
                links[0].click()
                again = driver.execute_script(
                    "return Array.from(document.querySelectorAll('section.story'))"
                    ".filter(s => s.offsetParent !== null).length")
                if again != len(ids):
                    failures.append(f"'all stories' showed {again} of {len(ids)} stories")

        # 5. Nothing loaded, nothing logged.
        resources = driver.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name)")
        if resources:
            failures.append(f"the page loaded {len(resources)} resources: {', '.join(resources[:5])}")
        errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        if errors:
            failures.append(f"{len(errors)} console errors: " + " | ".join(errors[:5]))
    finally:
        driver.quit()

    for failure in failures:
        print("FAIL: " + failure)
    cell = f"{min(cell_widths):.3f}-{max(cell_widths):.3f}" if cell_widths else "?"
    print(f"{index}: {len(sections)} of {len(ids)} stories, {len(grids)} grids, {row_count} rows "
          f"(cell {cell} px), search {args.query!r} showed {len(shown)} ({count_text}), "
          f"{overflowing} glyphs wider than their cells (clipped), loaded in {loaded:.1f} s")
    if failures:
        print(f"check-gallery: {len(failures)} problem(s)")
        return 1
    print("check-gallery: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
