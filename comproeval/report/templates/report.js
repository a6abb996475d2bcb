"use strict";
(function () {
  const DATA = JSON.parse(document.getElementById("report-data").textContent);
  const models = DATA.models, dois = DATA.dois, scores = DATA.scores;
  const PAGE = 200;

  /* ---------- small DOM helpers: data is only ever inserted as text ---------- */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "style") node.setAttribute("style", v);
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v);
    }
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }
  function heat(v) {
    if (v === null || v === undefined || Number.isNaN(v)) return "#e5e5e5";
    const x = Math.min(1, Math.max(0, v));
    return "hsl(" + Math.round(x * 120) + ", 70%, 82%)";
  }
  function fmt(v, digits) {
    if (v === null || v === undefined) return "—";
    if (typeof v === "number") return digits === undefined ? String(v) : v.toFixed(digits);
    if (typeof v === "object") return JSON.stringify(v);
    return String(v);
  }
  function show(v) {
    if (v === null || v === undefined || v === "") return el("span", {class: "muted"}, "—");
    if (Array.isArray(v)) return "[" + v.map(function (x) { return fmt(x); }).join(", ") + "]";
    return fmt(v);
  }

  /* ---------- the per-paper table ---------- */
  const rows = dois.map(function (doi, i) {
    const present = scores[i].filter(function (s) { return s !== null; });
    const mean = present.length ? present.reduce(function (a, b) { return a + b; }, 0) / present.length : null;
    const min = present.length ? Math.min.apply(null, present) : null;
    const max = present.length ? Math.max.apply(null, present) : null;
    return {i: i, doi: doi, mean: mean, min: min, spread: present.length ? max - min : null,
            missing: present.length < models.length, s: scores[i]};
  });
  const columns = [
    {key: "doi", label: "DOI", get: function (r) { return r.doi; }},
    {key: "mean", label: "mean", get: function (r) { return r.mean; }},
    {key: "min", label: "min", get: function (r) { return r.min; }},
    {key: "spread", label: "spread", get: function (r) { return r.spread; }},
  ].concat(models.map(function (m, k) { return {key: "m" + k, label: m.label, get: function (r) { return r.s[k]; }}; }));
  let sortKey = "mean", sortAsc = true, shown = PAGE;

  function compare(a, b) {
    const col = columns.find(function (c) { return c.key === sortKey; });
    const x = col.get(a), y = col.get(b);
    if (x === null && y === null) return a.i - b.i;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === "string" ? x.localeCompare(y) : x - y;
    return (sortAsc ? order : -order) || a.i - b.i;
  }
  function filtered() {
    const text = document.getElementById("paper-filter").value.trim().toLowerCase();
    const subset = document.getElementById("paper-subset").value;
    return rows.filter(function (r) {
      if (text && r.doi.toLowerCase().indexOf(text) < 0) return false;
      if (subset === "low") return r.min !== null && r.min < 0.5;
      if (subset === "disagree") return r.spread !== null && r.spread >= 0.3;
      if (subset === "missing") return r.missing;
      return true;
    }).sort(compare);
  }
  function drawHead() {
    const head = document.getElementById("papers-head");
    head.replaceChildren(...columns.map(function (c) {
      const arrow = c.key === sortKey ? (sortAsc ? " ▲" : " ▼") : "";
      return el("th", {class: c.key === "doi" ? "" : "num", "data-key": c.key, title: "sort by " + c.label,
                       onclick: function () { if (sortKey === c.key) sortAsc = !sortAsc; else { sortKey = c.key; sortAsc = true; } shown = PAGE; draw(); }},
                c.label, el("span", {class: "arrow"}, arrow));
    }));
  }
  function draw() {
    drawHead();
    const list = filtered();
    const body = document.getElementById("papers-body");
    body.replaceChildren(...list.slice(0, shown).map(function (r) {
      return el("tr", {"data-doi": r.doi, onclick: function () { openPaper(r.i); }},
        el("td", {class: "doi", title: r.doi}, r.doi),
        [r.mean, r.min].map(function (v) { return el("td", {class: "score", style: "background:" + heat(v)}, fmt(v, 3)); }),
        el("td", {class: "score"}, fmt(r.spread, 3)),
        r.s.map(function (v) { return el("td", {class: "score", style: "background:" + heat(v)}, v === null ? "—" : fmt(v, 3)); }));
    }));
    document.getElementById("paper-count").textContent = Math.min(shown, list.length) + " of " + list.length + " papers shown (" + rows.length + " in all)";
    const more = document.getElementById("papers-more");
    more.style.display = list.length > shown ? "" : "none";
  }
  document.getElementById("paper-filter").addEventListener("input", function () { shown = PAGE; draw(); });
  document.getElementById("paper-subset").addEventListener("change", function () { shown = PAGE; draw(); });
  document.getElementById("papers-more").addEventListener("click", function () { shown += PAGE; draw(); });

  /* ---------- lazy detail chunks ---------- */
  const cache = new Map();
  async function chunk(i) {
    if (cache.has(i)) return cache.get(i);
    const binary = atob(DATA.chunks[i]);
    const bytes = new Uint8Array(binary.length);
    for (let k = 0; k < binary.length; k++) bytes[k] = binary.charCodeAt(k);
    if (typeof DecompressionStream === "undefined") throw new Error("this browser cannot inflate the embedded data (no DecompressionStream); open the report in a current browser");
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    const value = JSON.parse(await new Response(stream).text());
    cache.set(i, value);
    return value;
  }

  /* ---------- verdict rendering ---------- */
  function mark(v) {
    const value = v && typeof v === "object" ? v.match_value : v;
    if (value === undefined || value === null) return el("span", {class: "muted"}, "—");
    if (value === 1 || value === true) return el("span", {class: "mark ok", title: "match"}, "✓");
    if (value === 0 || value === false) return el("span", {class: "mark bad", title: "no match"}, "✗");
    return el("span", {class: "mark " + (value >= 0.5 ? "ok" : value > 0 ? "part" : "bad")}, fmt(value, 2));
  }
  function explain(v, prefix) {
    if (!v || typeof v !== "object") return null;
    const parts = [];
    if (v.basis) parts.push(el("span", {class: "basis", title: "basis"}, (prefix ? prefix + ": " : "") + v.basis));
    if (v.certain === false) parts.push(el("span", {class: "uncertain", title: "the judge was not certain"}, "uncertain"));
    if (v.why) parts.push(el("span", {class: "why"}, v.why));
    if (v.judge_error) parts.push(el("span", {class: "err"}, " judge error: " + v.judge_error));
    return parts.length ? el("div", {class: "explain"}, parts) : null;
  }
  function chips(list, cls, label) {
    if (!Array.isArray(list) || !list.length) return null;
    return el("p", {}, el("span", {class: "muted"}, label + ": "), list.map(function (x) { return el("span", {class: "chip " + cls}, fmt(x)); }));
  }
  function scalarRow(name, v) {
    if (!v || typeof v !== "object") return null;
    return el("tr", {class: "verdict"}, el("th", {}, name), el("td", {}, show(v.reference)), el("td", {}, show(v.test)),
              el("td", {}, mark(v)), el("td", {}, explain(v)));
  }
  function scalarTable(rowsList) {
    const body = rowsList.filter(Boolean);
    if (!body.length) return null;
    return el("table", {}, el("thead", {}, el("tr", {}, el("th", {}, "field"), el("th", {}, "ground truth"), el("th", {}, "test"), el("th", {}, "verdict"), el("th", {}, "basis / why"))),
              el("tbody", {}, body));
  }
  function firstKey(obj) { return obj && typeof obj === "object" ? Object.keys(obj)[0] : undefined; }

  function compositionValues(cpv) {
    const out = [];
    const reference = cpv.reference || {}, test = cpv.test || {};
    const values = cpv.value_matches || [], pairs = cpv.pair_matches || [];
    const valueByKey = new Map(), pairByKey = new Map();
    values.forEach(function (v) { const k = v.key !== undefined ? v.key : v.reference_key; if (k !== undefined && !valueByKey.has(k)) valueByKey.set(k, v); });
    pairs.forEach(function (p) { const k = firstKey(p.reference_pair); if (k !== undefined && !pairByKey.has(k)) pairByKey.set(k, p); });
    const usedRef = new Set(), usedTest = new Set();
    const body = (cpv.key_matches || []).map(function (km, idx) {
      const ref = km.reference_key, tk = km.test_key;
      usedRef.add(ref); usedTest.add(tk);
      const vm = valueByKey.has(ref) ? valueByKey.get(ref) : values[idx];
      const pm = pairByKey.has(ref) ? pairByKey.get(ref) : pairs[idx];
      const refValue = vm && vm.reference_value !== undefined ? vm.reference_value : reference[ref];
      const testValue = vm && vm.test_value !== undefined ? vm.test_value : (tk in test ? test[tk] : undefined);
      return el("tr", {class: "verdict"}, el("td", {}, show(ref)), el("td", {class: "num"}, show(refValue)),
                el("td", {}, show(tk)), el("td", {class: "num"}, show(testValue)),
                el("td", {}, mark(km)), el("td", {}, mark(vm)), el("td", {}, mark(pm)),
                el("td", {}, explain(km, "key"), explain(vm, "value"), explain(pm, "pair")));
    });
    Object.keys(reference).filter(function (k) { return !usedRef.has(k); }).forEach(function (k) {
      body.push(el("tr", {class: "verdict"}, el("td", {}, k), el("td", {class: "num"}, show(reference[k])), el("td", {class: "muted"}, "—"), el("td", {}, ""),
                   el("td", {}, el("span", {class: "muted"}, "no verdict")), el("td", {}), el("td", {}), el("td", {})));
    });
    Object.keys(test).filter(function (k) { return !usedTest.has(k); }).forEach(function (k) {
      body.push(el("tr", {class: "verdict"}, el("td", {class: "muted"}, "—"), el("td", {}, ""), el("td", {}, k), el("td", {class: "num"}, show(test[k])),
                   el("td", {}, el("span", {class: "muted"}, "no verdict")), el("td", {}), el("td", {}), el("td", {})));
    });
    out.push(el("h4", {}, "Compositions and values ",
      el("span", {class: "muted"}, "(" + fmt(cpv.total_match) + " of " + fmt(cpv.total_ground_truth_keys) + " ground-truth keys matched)")));
    if (body.length) {
      out.push(el("table", {}, el("thead", {}, el("tr", {}, ["ground-truth key", "value", "test key", "value", "key", "value", "pair", "basis / why"].map(function (h) { return el("th", {}, h); }))),
                  el("tbody", {}, body)));
    } else out.push(el("p", {class: "muted"}, "no compositions on either side"));
    out.push(chips(cpv.missing_keys, "missing", "missing keys"), chips(cpv.extra_keys, "extra", "extra keys"));
    return out;
  }

  function listVerdict(title, v) {
    if (!v || typeof v !== "object") return null;
    const used = new Set(), usedTest = new Set();
    const body = (v.matches || []).map(function (m) {
      used.add(m.reference_item); usedTest.add(m.test_item);
      return el("tr", {class: "verdict"}, el("td", {}, show(m.reference_item)), el("td", {}, show(m.test_item)), el("td", {}, mark(m)), el("td", {}, explain(m)));
    });
    return [
      el("h4", {}, title + " ", el("span", {class: "muted"}, "(" + fmt(v.total_match) + " of " + fmt(v.total_ground_truth_items) + " matched)"), explain(v)),
      body.length ? el("table", {}, el("thead", {}, el("tr", {}, el("th", {}, "ground truth"), el("th", {}, "test"), el("th", {}, "verdict"), el("th", {}, "basis / why"))), el("tbody", {}, body))
                  : el("p", {class: "muted"}, "no item verdicts"),
      chips(v.missing_items, "missing", "missing"), chips(v.extra_items, "extra", "extra"),
      (!body.length && Array.isArray(v.reference) && v.reference.length) ? el("div", {class: "side"}, listBlock("ground truth", v.reference), listBlock("test", v.test)) : null,
    ];
  }
  function listBlock(title, list) {
    return el("div", {}, el("strong", {}, title), Array.isArray(list) && list.length ? el("ol", {}, list.map(function (s) { return el("li", {}, fmt(s)); })) : el("p", {class: "muted"}, "none"));
  }
  function steps(v) {
    if (!v || typeof v !== "object") return null;
    return [el("h4", {}, "Steps ", mark(v)), explain(v), el("div", {class: "side"}, listBlock("ground truth", v.reference_steps), listBlock("test", v.test_steps))];
  }
  const KNOWN = {
    composition_data: ["property_unit", "family", "compositions_property_values", "judge"],
    synthesis_data: ["method", "precursors", "characterization_techniques", "steps", "judge"],
  };
  function otherKeys(section, name) {
    const rest = Object.keys(section).filter(function (k) { return KNOWN[name].indexOf(k) < 0; });
    if (!rest.length) return null;
    const obj = {};
    rest.forEach(function (k) { obj[k] = section[k]; });
    return el("details", {}, el("summary", {}, "other fields (" + rest.join(", ") + ")"), el("pre", {class: "raw"}, JSON.stringify(obj, null, 2)));
  }
  function sectionView(title, name, section, fieldScore) {
    const head = el("h3", {}, title, " ", el("span", {class: "muted"}, "score " + fmt(fieldScore, 3) + (section && section.judge ? " · judge: " + section.judge : "")));
    if (!section || typeof section !== "object" || !Object.keys(section).length) return [head, el("p", {class: "muted"}, "not judged (empty on at least one side)")];
    if (name === "composition_data") {
      return [head, explain(section),
        scalarTable([scalarRow("unit", section.property_unit), scalarRow("family", section.family)]),
        section.compositions_property_values ? compositionValues(section.compositions_property_values) : null,
        otherKeys(section, name)];
    }
    return [head, explain(section), scalarTable([scalarRow("method", section.method)]),
      listVerdict("Precursors", section.precursors), listVerdict("Characterization techniques", section.characterization_techniques),
      steps(section.steps), otherKeys(section, name)];
  }
  function groundTruthView(gt, from, lost) {
    const comp = gt && gt.composition_data, syn = gt && gt.synthesis_data;
    if (!comp && !syn) {
      return el("p", {class: "muted", id: "missing-ground-truth"}, "The ground truth of this paper is not stored in these result files" +
        (lost ? " (" + fmt(lost, 0) + " ground-truth elements counted as false negatives)" : "") + ".");
    }
    const out = [el("h3", {}, "What the ground truth held ", el("span", {class: "muted"}, from ? "(" + from + ")" : ""))];
    if (comp) {
      out.push(el("table", {}, el("tbody", {},
        el("tr", {}, el("th", {}, "unit"), el("td", {}, show(comp.property_unit))),
        el("tr", {}, el("th", {}, "family"), el("td", {}, show(comp.family))))));
      const values = comp.compositions_property_values && typeof comp.compositions_property_values === "object" ? comp.compositions_property_values : {};
      const keys = Object.keys(values);
      out.push(el("h4", {}, "Compositions and values ", el("span", {class: "muted"}, "(" + keys.length + ")")),
        keys.length ? el("table", {class: "gt-values"}, el("thead", {}, el("tr", {}, el("th", {}, "ground-truth key"), el("th", {}, "value"))),
                         el("tbody", {}, keys.map(function (key) { return el("tr", {class: "gt-row"}, el("td", {}, key), el("td", {class: "num"}, show(values[key]))); })))
                    : el("p", {class: "muted"}, "no compositions"));
    }
    if (syn) {
      out.push(el("table", {}, el("tbody", {}, el("tr", {}, el("th", {}, "method"), el("td", {}, show(syn.method))))),
        el("div", {class: "side"}, listBlock("precursors", syn.precursors), listBlock("characterization techniques", syn.characterization_techniques)),
        el("h4", {}, "Steps"), listBlock("ground truth", syn.steps));
    }
    return el("div", {class: "ground-truth", id: "missing-ground-truth"}, out);
  }
  function modelView(entry, k, c) {
    if (!entry) {
      return el("div", {class: "model-view", "data-model": models[k].label},
        el("p", {class: "muted"}, "This paper is not in " + models[k].label + "’s result."), groundTruthView(c.gt, c.gt_from, 0));
    }
    const d = entry.d || {};
    const missing = entry.miss === true;
    return el("div", {class: "model-view", "data-model": models[k].label},
      el("dl", {class: "kv"},
        el("dt", {}, "paper score"), el("dd", {}, fmt(entry.s, 3), entry.ok === true ? " (match)" : entry.ok === false ? " (no match)" : ""),
        el("dt", {}, "absolute TP / FP / FN"), el("dd", {}, entry.abs.map(function (x) { return fmt(x, 0); }).join(" / ")),
        el("dt", {}, "normalized TP / FP / FN"), el("dd", {}, entry.norm.map(function (x) { return fmt(x, 3); }).join(" / "))),
      missing ? el("p", {class: "err missing-paper"}, "Missing from " + models[k].label + "’s extraction (the test data): the paper scores 0 and every ground-truth element below is a false negative.")
              : Object.keys(d).length ? null : el("p", {class: "muted"}, "No verdicts: no section could be judged (empty on at least one side)."),
      missing ? groundTruthView(c.gt, c.gt_from, entry.abs[2]) : null,
      !missing && ("composition_data" in d || entry.fs.composition_data !== undefined) ? sectionView("Composition", "composition_data", d.composition_data, entry.fs.composition_data) : null,
      !missing && ("synthesis_data" in d || entry.fs.synthesis_data !== undefined) ? sectionView("Synthesis", "synthesis_data", d.synthesis_data, entry.fs.synthesis_data) : null,
      el("details", {}, el("summary", {}, "raw verdicts (JSON)"), el("pre", {class: "raw"}, JSON.stringify(d, null, 2))));
  }
  function overview(c) {
    const fields = DATA.fields;
    return el("table", {class: "heat", id: "paper-overview"},
      el("thead", {}, el("tr", {}, el("th", {}, "model"), el("th", {class: "num"}, "score"), fields.map(function (f) { return el("th", {class: "num"}, f); }))),
      el("tbody", {}, models.map(function (m, k) {
        const e = c.m[k];
        return el("tr", {}, el("th", {}, m.label), el("td", {class: "cell", style: "background:" + heat(e ? e.s : null)}, e ? fmt(e.s, 3) : "—"),
          fields.map(function (f) { const v = e && e.f[f] !== undefined ? e.f[f] : null; return el("td", {class: "cell", style: "background:" + heat(v)}, fmt(v, 2)); }));
      })));
  }

  let current = {paper: null, model: 0};
  async function openPaper(i, k) {
    const panel = document.getElementById("detail"), body = document.getElementById("detail-body");
    panel.classList.add("open");
    body.replaceChildren(el("h2", {id: "detail-title"}, dois[i]), el("p", {class: "muted"}, "loading…"));
    if (location.hash !== "#paper=" + encodeURIComponent(dois[i])) history.replaceState(null, "", "#paper=" + encodeURIComponent(dois[i]));
    let c;
    try { c = await chunk(i); }
    catch (e) { body.replaceChildren(el("h2", {id: "detail-title"}, dois[i]), el("p", {class: "err"}, String(e && e.message || e))); return; }
    if (k === undefined) {
      k = c.m.findIndex(function (e) { return e; });
      if (k < 0) k = 0;
    }
    current = {paper: i, model: k};
    const tabs = el("div", {class: "tabs", role: "tablist"}, models.map(function (m, j) {
      return el("button", {type: "button", role: "tab", class: j === k ? "active" : "", "aria-selected": j === k ? "true" : "false",
                           title: c.m[j] ? null : "not in this result", onclick: function () { openPaper(i, j); }}, m.label);
    }));
    body.replaceChildren(
      el("h2", {id: "detail-title"}, dois[i]),
      el("p", {class: "muted"}, "Ground truth against each model’s extraction, with every verdict. ", el("a", {href: "https://doi.org/" + encodeURI(dois[i]), target: "_blank", rel: "noopener"}, "open the paper")),
      overview(c),
      el("h3", {}, "Verdicts of"), tabs,
      modelView(c.m[k], k, c));
  }
  function closePaper() {
    document.getElementById("detail").classList.remove("open");
    if (location.hash.indexOf("#paper=") === 0) history.replaceState(null, "", location.pathname + location.search);
  }
  document.getElementById("detail-close").addEventListener("click", closePaper);
  document.addEventListener("keydown", function (e) { if (e.key === "Escape") closePaper(); });
  function fromHash() {
    if (location.hash.indexOf("#paper=") !== 0) return;
    const doi = decodeURIComponent(location.hash.slice(7));
    const i = dois.indexOf(doi);
    if (i >= 0) openPaper(i);
  }
  window.addEventListener("hashchange", fromHash);

  draw();
  fromHash();
  window.comproevalReport = {openPaper: openPaper, rows: rows.length};
})();
