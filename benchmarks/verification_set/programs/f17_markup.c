/* Inline markup of a text turned into HTML.  Input: free text of at most 10^6 bytes.  A
   backquote "`" opens a code span that the next backquote closes; the bytes between are
   code, copied as they are but for the escapes below, and a backquote with no backquote
   after it is copied as it is.  Outside code, "**" opens strong text, or closes it when it is
   open, and any other "*" opens or closes emphasis in the same way, a run of stars read from
   its start ("***" is "**" then "*").  Everywhere '&', '<' and '>' are written "&amp;",
   "&lt;" and "&gt;".  Code spans become "<code>...</code>", strong text
   "<strong>...</strong>" and emphasis "<em>...</em>"; strong text or emphasis still open at
   the end of the input is closed there, the one opened last first.  Output: the text so
   turned; then, on a line of its own (after a newline when the output does not end with
   one), "em E strong S code C escaped X", E, S and C the emphases, strong texts and code
   spans opened and X the bytes escaped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long escaped;
static int last = '\n';  /* the last byte written */

static void put(int c) {
    putchar(c);
    last = c;
}

static void puts_raw(const char *s) {
    while (*s) put(*s++);
}

static void put_escaped(int c) {
    if (c == '&') puts_raw("&amp;");
    else if (c == '<') puts_raw("&lt;");
    else if (c == '>') puts_raw("&gt;");
    else {
        put(c);
        return;
    }
    escaped++;
}

int main(void) {
    size_t size = 1 << 16, n = 0, got;
    unsigned char *text = malloc(size);
    if (!text) return 1;
    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {
        n += got;
        if (n == size) {
            size *= 2;
            unsigned char *more = realloc(text, size);
            if (!more) return 1;
            text = more;
        }
    }
    long ems = 0, strongs = 0, codes = 0;
    int open[2], depth = 0;  /* the open tags in the order opened: 1 emphasis, 2 strong */
    for (size_t i = 0; i < n;) {
        if (text[i] == '`') {
            unsigned char *end = memchr(text + i + 1, '`', n - i - 1);
            if (!end) {
                put('`');
                i++;
                continue;
            }
            puts_raw("<code>");
            for (unsigned char *p = text + i + 1; p < end; p++) put_escaped(*p);
            puts_raw("</code>");
            codes++;
            i = (size_t)(end - text) + 1;
        } else if (text[i] == '*') {
            int tag = i + 1 < n && text[i + 1] == '*' ? 2 : 1;
            int at = -1;
            for (int k = 0; k < depth; k++)
                if (open[k] == tag) at = k;
            if (at < 0) {
                open[depth++] = tag;
                puts_raw(tag == 2 ? "<strong>" : "<em>");
                if (tag == 2) strongs++;
                else ems++;
            } else {
                for (int k = at; k + 1 < depth; k++) open[k] = open[k + 1];
                depth--;
                puts_raw(tag == 2 ? "</strong>" : "</em>");
            }
            i += (size_t)tag;
        } else {
            put_escaped(text[i++]);
        }
    }
    while (depth > 0) puts_raw(open[--depth] == 2 ? "</strong>" : "</em>");
    if (last != '\n') put('\n');
    printf("em %ld strong %ld code %ld escaped %ld\n", ems, strongs, codes, escaped);
    free(text);
    return 0;
}
