// The phone page: follows the table over a WebSocket and shows it. Every word comes from the laptop
// (already in this phone's language); every text is set with textContent, never parsed as HTML.
"use strict";
(function () {
  var token = decodeURIComponent(location.hash.slice(1));
  var language = (navigator.languages && navigator.languages[0]) || navigator.language || "en";
  var words = {};
  var state = null;
  var me = null;
  var mayChange = false;
  var socket = null;
  var lastHeard = 0;
  var retryDelay = 1000;
  var retryTimer = null;
  var finished = false;  // stopped or refused: no automatic reconnection
  var STALE_MS = 12000;

  function $(id) { return document.getElementById(id); }

  function phoneId() {
    var key = "archenemy.phone";
    try {
      var found = localStorage.getItem(key);
      if (found && /^[A-Za-z0-9_-]{8,64}$/.test(found)) { return found; }
    } catch (e) { /* private mode: a new id per visit */ }
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    var id = btoa(String.fromCharCode.apply(null, bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    try { localStorage.setItem(key, id); } catch (e) { /* ignore */ }
    return id;
  }
  var phone = phoneId();

  function say(text, kind) {
    var el = $("status");
    el.textContent = text || "";
    el.className = "status " + (kind || "warn");
    document.body.setAttribute("data-connection", kind === "ok" ? "live" : (kind || "warn"));
  }

  // Set only when it changed: a live region (the question, the reminders) speaks again at every new text node.
  function text(el, value) {
    var wanted = value == null ? "" : String(value);
    if (el.textContent !== wanted) { el.textContent = wanted; }
    return el;
  }

  // The symbols of the card texts ("{U}", "{T}", "{2}", the chaos symbol) drawn as the laptop draws them: the laptop's
  // own images (symbols/mana-u.png), each fetched once and kept as an object URL, so a rebuilt text shows it at once and
  // never a blank; until it is here, the symbol's place is a grey disc. The state names the symbols the laptop draws.
  var symbols = new Map();  // code: object URL, pending promise, or false (refused: the grey disc for good)

  function symbolFile(code) {
    return "symbols/mana-" + (code === "\u221e" ? "infinity" : code.toLowerCase()) + ".png";
  }

  function isSymbol(code) {
    return /^\d{1,6}$/.test(code) || (!!state && (state.symbols || []).indexOf(code) >= 0);
  }

  function loadSymbol(code) {
    if (symbols.has(code)) { return; }
    symbols.set(code, fetch(symbolFile(code), { cache: "no-store", referrerPolicy: "no-referrer" })
      .then(function (response) { return response.ok ? response.blob() : null; })
      .then(function (blob) {
        symbols.set(code, blob && blob.type === "image/png" ? URL.createObjectURL(blob) : false);
        if (symbols.get(code)) {
          document.querySelectorAll("span[data-symbol]").forEach(function (place) {
            if (place.getAttribute("data-symbol") === code) { place.replaceWith(symbolImage(code)); }
          });
        }
      }, function () { symbols.delete(code); }));  // no network: asked again with the next state
  }

  // The symbol's image (not read: the words beside it are), or its place until the image is here.
  function symbolImage(code) {
    var found = symbols.get(code);
    var el;
    if (typeof found === "string") {
      el = document.createElement("img");
      el.className = "symbol";
      el.alt = "";
      el.src = found;
    } else {
      el = make("span", "mana", /^\d+$/.test(code) ? code : "");
      loadSymbol(code);
    }
    el.setAttribute("data-symbol", code);
    el.setAttribute("aria-hidden", "true");
    return el;
  }

  // A card text with its symbols drawn: each read as written ("{T}"), a mana cost as "2 mana" in the phone's language.
  function symbolText(el, value) {
    var wanted = value == null ? "" : String(value);
    if (el.getAttribute("data-text") === wanted) { return el; }
    el.setAttribute("data-text", wanted);
    el.textContent = "";
    if (el.classList.contains("chaos")) { el.appendChild(symbolImage("CHAOS")); }
    wanted.split(/(\{[^{}]{1,6}\})/).forEach(function (part) {
      var written = /^\{([^{}]{1,6})\}$/.exec(part);
      var code = written ? written[1].toUpperCase() : "";
      if (written && isSymbol(code)) {
        el.appendChild(symbolImage(code));
        el.appendChild(spoken(/^\d+$/.test(code) ? fill(words.mana || "%1 mana", code) : part));
      } else if (part) {
        el.appendChild(document.createTextNode(part));
      }
    });
    return el;
  }

  // The laptop's "%1: %2 life" with its values, in one pass (a name holding "%2" stays as it is).
  function fill(template, first, second) {
    return String(template || "%1: %2").replace(/%([12])/g, function (_, n) { return String(n === "1" ? first : second); });
  }

  // Words a screen reader reads that the eye does not need (the key's "key", an answer's "not available").
  function spoken(value) { return make("span", "visually-hidden", value); }

  function make(tag, cls, value) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (value != null) { text(el, value); }
    return el;
  }

  // Card images: fetched from the laptop's cache with the token (never from Scryfall), kept as object URLs by
  // address (an address names one version of one image), so a new state shows them at once, without a flash.
  var images = new Map();
  var IMAGES_KEPT = 40;

  function keepImage(path, url) {
    images.set(path, url);
    while (images.size > IMAGES_KEPT) {
      var oldest = images.keys().next().value;
      if (typeof images.get(oldest) === "string") { URL.revokeObjectURL(images.get(oldest)); }
      images.delete(oldest);
    }
  }

  function loadImage(path) {
    var pending = fetch(path, { headers: { Authorization: "Bearer " + token }, referrerPolicy: "no-referrer" })
      .then(function (response) { return response.ok ? response.blob() : null; })
      .then(function (blob) {
        // Refused or not an image: not asked again for this address (a new image has a new one).
        keepImage(path, blob && /^image\/(jpeg|png)$/.test(blob.type) ? URL.createObjectURL(blob) : false);
      }, function () { images.delete(path); });  // no network: asked again with the next state
    images.set(path, pending);
    return pending;
  }

  function cardImage(img, path, alt) {
    img.alt = alt || "";
    img.setAttribute("data-path", path || "");
    var found = path ? images.get(path) : null;
    if (typeof found === "string") {
      if (img.getAttribute("src") !== found) { img.src = found; }
      img.hidden = false;
      return;
    }
    img.hidden = true;  // the text alone until the image is here (or for good if it cannot be had)
    img.removeAttribute("src");
    if (!path || found === false) { return; }
    (found || loadImage(path)).then(function () {
      if (img.getAttribute("data-path") === path && typeof images.get(path) === "string") { cardImage(img, path, alt); }
    });
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify(message)); }
  }

  function renderPlayer(p) {
    var box = make("div", "player");
    box.setAttribute("data-player", p.name);
    if (/^#[0-9a-fA-F]{6}$/.test(p.colour)) { box.style.setProperty("--seat", p.colour); }
    if (p.name === me) { box.classList.add("mine"); }
    if (p.out) { box.classList.add("lost"); }
    if (p.active) { box.classList.add("active"); }
    box.setAttribute("role", "group");  // read as "Ana: 17 life", the number with whose it is
    box.setAttribute("aria-label", fill(words.life_of, p.name, p.life));
    var name = (p.label || p.name) + (p.name === me ? " · " + (words.you || "") : "");
    box.appendChild(make("div", "name", name));
    box.appendChild(make("div", "life", p.life));
    var details = [];
    if (p.role) { details.push(p.role); }
    if (p.team_life) { details.push(words.team_life); }
    if (p.poison) { details.push((words.poison || "") + ": " + p.poison); }
    details = details.concat(p.commander || [], p.counters || []);
    if (p.deck) { details.push(p.deck); }
    if (p.lost) { details.push(p.lost); }
    details.forEach(function (d) { box.appendChild(make("div", "detail", d)); });
    // A player who has left changes nothing any more (CR 800.4a): the laptop would refuse it.
    if (p.name === me && !p.out && mayChange && state && !state.outcome) {
      var buttons = make("div", "buttons");
      [-5, -1, 1, 5].forEach(function (delta) {
        var b = make("button", "delta", (delta > 0 ? "+" : "\u2212") + Math.abs(delta));
        b.type = "button";
        b.setAttribute("data-delta", String(delta));
        b.addEventListener("click", function () { send({ type: "life", player: me, delta: delta }); });
        buttons.appendChild(b);
      });
      box.appendChild(buttons);
    }
    return box;
  }

  // "Hero 2": an answer or an action, without the laptop's key (a phone has no keyboard); unavailable ones kept,
  // struck, and a screen reader reads "(not available)" after one struck through.
  function keyItem(label, offered) {
    var item = make("li", offered === false ? "unavailable" : null, label);
    if (offered === false) { item.appendChild(spoken(" " + (words.not_available || ""))); }
    return item;
  }

  function renderEnd(end) {
    $("outcome").hidden = !end;
    var keys = $("outcome-keys");
    var standings = $("standings");
    keys.textContent = "";
    standings.textContent = "";
    if (!end) { text($("outcome-text"), ""); return; }  // the next end is announced, even with the same words
    text($("outcome-text"), end.text);
    (end.keys || []).forEach(function (k) { keys.appendChild(keyItem(k.label)); });
    (end.standings || []).forEach(function (line) { standings.appendChild(make("li", null, line)); });
    standings.hidden = !(end.standings && end.standings.length);
    text($("standings-title"), end.standings_title || "");
    $("standings-title").hidden = standings.hidden;
  }

  function renderQuestion(question) {
    $("questions").hidden = !question;
    var answers = $("answer-list");
    var more = $("question-list");
    answers.textContent = "";
    more.textContent = "";
    if (!question) { text($("question-heading"), ""); return; }  // the next question is announced, even the same
    text($("question-heading"), question.heading);
    var typed = question.kind === "count" || question.answers.every(function (a) { return !a.key; });
    if (!typed || question.kind === "count") {
      question.answers.forEach(function (a) { answers.appendChild(keyItem(a.label, a.offered)); });
    }
    text($("question-how"), [question.threshold, question.how].filter(Boolean).join(" "));
    if (question.more) { more.appendChild(make("li", null, question.more)); }
  }

  // A plane's picture: the portrait scan turned a quarter clockwise in a landscape box, whole (CR 311).
  function renderPlanes(planar) {
    $("planes").hidden = !planar;
    var list = $("planes-list");
    list.textContent = "";
    var notes = $("planes-notes");
    notes.textContent = "";
    if (!planar) { return; }
    text($("planes-caption"), planar.caption);
    text($("planes-decks"), (planar.decks || []).join("\n"));
    text($("planes-phenomenon"), planar.phenomenon);
    symbolText($("planes-die"), planar.die);
    $("planes-die").setAttribute("data-face", planar.die_face || "");
    symbolText($("planes-costs"), (planar.costs || []).join("\n"));
    text($("planes-controller"), planar.controller);
    (planar.planes || []).forEach(function (p) {
      var item = make("div", "item plane" + (p.phenomenon ? " phenomenon" : ""));
      var box = make("div", "plane-image");
      var picture = make("img", "turned");
      box.appendChild(picture);
      item.appendChild(box);
      cardImage(picture, p.image, p.name);
      box.hidden = picture.hidden;
      picture.addEventListener("load", function () { box.hidden = false; });
      item.appendChild(make("div", "name", p.name));
      item.appendChild(make("div", "type-line", p.name_en));
      item.appendChild(make("div", "type-line", p.type_line));
      item.appendChild(symbolText(make("p", "card-text"), p.text));
      if (p.chaos) { item.appendChild(symbolText(make("p", "card-text chaos"), p.chaos)); }
      if (p.counters && p.counters.length) {
        item.appendChild(symbolText(make("p", "card-text details"), p.counters.join("\n")));
      }
      list.appendChild(item);
    });
    (planar.notes || []).forEach(function (line) { notes.appendChild(symbolText(make("li"), line)); });
  }

  function renderSeats() {
    var select = $("seat");
    select.textContent = "";
    var none = make("option", null, words.watching);
    none.value = "";
    select.appendChild(none);
    (state ? state.players : []).forEach(function (p) {
      var held = p.claimed && p.name !== me;
      var option = make("option", null, p.name + (held ? " " + (words.held || "") : ""));
      option.value = p.name;
      option.disabled = held;
      select.appendChild(option);
    });
    select.value = me || "";
  }

  function render() {
    if (!state) { return; }
    document.documentElement.lang = state.language || "en";
    document.title = words.title || document.title;
    text($("turn"), state.turn);
    text($("step"), state.step);
    text($("seat-label"), words.i_am);
    text($("ongoing-title"), words.ongoing);
    text($("question-title"), words.question);
    renderEnd(state.end);
    renderQuestion(state.question);
    var reminders = $("reminder-list");
    var due = JSON.stringify(state.reminders || []);
    if (reminders.getAttribute("data-shown") !== due) {  // rebuilt only when they change: a live region speaks
      reminders.setAttribute("data-shown", due);
      reminders.textContent = "";
      (state.reminders || []).forEach(function (r) { reminders.appendChild(symbolText(make("li"), r)); });
    }
    text($("reminder-title"), words.reminders);
    $("reminders").hidden = !(state.reminders && state.reminders.length);
    var you = $("you");
    you.hidden = !(me && mayChange);
    text(you, words.may_change);
    var players = $("players");
    players.textContent = "";
    var ordered = state.players.slice();
    ordered.sort(function (a, b) { return (b.name === me) - (a.name === me); });  // "I am ..." comes first
    ordered.forEach(function (p) { players.appendChild(renderPlayer(p)); });
    text($("scheme-caption"), state.scheme.caption);
    text($("scheme-deck"), state.scheme.deck);
    text($("scheme-name"), state.scheme.name);
    text($("scheme-english"), state.scheme.name_en);
    text($("scheme-type"), state.scheme.type_line);
    symbolText($("scheme-text"), state.scheme.text || state.scheme.idle);
    symbolText($("scheme-choices"), (state.scheme.choices || []).join("\n"));
    cardImage($("scheme-image"), state.scheme.image, state.scheme.name);
    // Planechase alone (CR 901.2): no scheme deck, no ongoing schemes.
    $("scheme").hidden = state.schemes === false;
    $("ongoing").hidden = state.schemes === false;
    renderPlanes(state.planar);
    var ongoing = $("ongoing-list");
    ongoing.textContent = "";
    if (state.ongoing.length === 0) { ongoing.appendChild(make("div", "owner", words.none_ongoing)); }
    state.ongoing.forEach(function (o) {
      var item = make("div", "item");
      var picture = make("img", "card-image");
      item.appendChild(picture);
      cardImage(picture, o.image, o.name);
      item.appendChild(make("div", "name", o.name));
      item.appendChild(make("div", "owner", o.owner));
      item.appendChild(symbolText(make("p", "card-text"), o.text));
      if (o.details && o.details.length) {
        item.appendChild(symbolText(make("p", "card-text details"), o.details.join("\n")));
      }
      ongoing.appendChild(item);
    });
    var lasting = $("lasting-list");
    lasting.textContent = "";
    (state.lasting || []).forEach(function (line) { lasting.appendChild(symbolText(make("li"), line)); });
    text($("lasting-title"), words.lasting);
    $("lasting").hidden = !(state.lasting && state.lasting.length);
    renderSeats();
    // A symbol not had yet (no network then): asked again with each state.
    document.querySelectorAll("span[data-symbol]").forEach(function (place) { loadSymbol(place.getAttribute("data-symbol")); });
    document.body.setAttribute("data-seq", String(state.seq));
  }

  function onMessage(event) {
    lastHeard = Date.now();
    var message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (message.type === "state") {
      state = message;
      words = message.words || words;
      retryDelay = 1000;
      say("", "ok");
      render();
    } else if (message.type === "you") {
      me = message.player || null;
      mayChange = !!message.may_change_life;
      text($("notice"), "");
      render();
    } else if (message.type === "refused") {
      text($("notice"), message.text);
    } else if (message.type === "alive" && state) {
      say("", "ok");
    }
  }

  function scheduleRetry() {
    if (finished || retryTimer) { return; }
    retryTimer = setTimeout(function () { retryTimer = null; connect(); }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
  }

  function onClose(event) {
    socket = null;
    if (event.code === 4000) {
      finished = true;
      say(words.stopped, "bad");
      return;
    }
    say(state ? words.stale : words.connecting, "warn");
    // A refused handshake looks like a lost network to a WebSocket: ask the state address which it was.
    fetch("api/state", { headers: { Authorization: "Bearer " + token }, cache: "no-store", referrerPolicy: "no-referrer" })
      .then(function (response) {
        if (response.status === 403) { finished = true; say(words.refused, "bad"); } else { scheduleRetry(); }
      }, scheduleRetry);
  }

  function connect() {
    if (finished || socket) { return; }
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    try {
      socket = new WebSocket(scheme + location.host + "/api/live", ["archenemy.v1", "t." + token]);
    } catch (e) {
      socket = null;
      scheduleRetry();
      return;
    }
    socket.addEventListener("open", function () {
      lastHeard = Date.now();
      send({ type: "hello", language: language, phone: phone });
    });
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", onClose);
  }

  function watch() {
    if (finished) { return; }
    if (socket && state && Date.now() - lastHeard > STALE_MS) {
      say(words.stale, "warn");
      try { socket.close(); } catch (e) { /* ignore */ }
    } else if (!socket) {
      scheduleRetry();
    }
  }

  function start() {
    $("seat").addEventListener("change", function (event) {
      send({ type: "claim", player: event.target.value || null });
    });
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") { retryDelay = 1000; watch(); }
    });
    window.addEventListener("online", function () { retryDelay = 1000; watch(); });
    setInterval(watch, 2000);
    fetch("words?lang=" + encodeURIComponent(language), { cache: "no-store" })
      .then(function (r) { return r.json(); })
      .then(function (w) {
        if (!state) { words = w; }
        if (!token) { say(words.no_token, "bad"); } else if (!state && !finished) { say(words.connecting, "warn"); }
      }, function () { /* the laptop is unreachable: connect() keeps trying */ });
    if (token) { connect(); }
  }

  start();
})();
