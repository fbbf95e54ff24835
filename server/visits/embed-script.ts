/**
 * The script a dealer's website includes to open the booking page as an overlay:
 *
 *   <script src="https://…/book-online/embed.js" data-dealer="shortname-or-uuid"></script>
 *
 * It puts a "Schedule service" button (data-label changes the words) where the script stands, and
 * the button opens the booking page in an iframe inside a modal dialog (Escape or Close shuts it).
 * The page shows in the frame only on the websites the dealer lists (frame-ancestors).
 */
export const embedScript = `(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var dealer = script.getAttribute('data-dealer') || '';
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(dealer)) return;
  var url = new URL(script.src).origin + '/book-online/' + encodeURIComponent(dealer);
  var label = (script.getAttribute('data-label') || 'Schedule service').slice(0, 60);
  var button = document.createElement('button');
  button.type = 'button';
  button.className = 'servicebay-schedule-button';
  button.textContent = label;
  button.style.cssText = 'font:inherit;font-weight:600;padding:12px 20px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer;min-height:44px';
  script.parentNode.insertBefore(button, script.nextSibling);
  var dialog = null;
  function build() {
    dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', label);
    dialog.style.cssText = 'width:100%;max-width:480px;height:90vh;max-height:900px;padding:0;border:0;border-radius:12px;overflow:hidden';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.style.cssText = 'position:absolute;top:8px;right:8px;font:inherit;padding:8px 12px;border:1px solid #475569;border-radius:6px;background:#fff;color:#0f172a;cursor:pointer;min-height:44px';
    close.addEventListener('click', function () { dialog.close(); });
    var frame = document.createElement('iframe');
    frame.src = url;
    frame.title = label;
    frame.style.cssText = 'width:100%;height:100%;border:0;display:block';
    dialog.appendChild(frame);
    dialog.appendChild(close);
    dialog.addEventListener('close', function () { button.focus(); });
    document.body.appendChild(dialog);
  }
  button.addEventListener('click', function () {
    if (!dialog) build();
    dialog.showModal();
  });
})();
`;
