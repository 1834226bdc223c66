/* Assembly lines.  Input: text of at most 10^6 bytes, lines of printable ASCII (0x20 to 0x7E)
   and tabs, of any length; the last line may lack its newline.  A line holds, in this order and
   each optional: a label (a name, then ':'), an instruction (a name, its mnemonic, then
   operands separated by commas) and a comment (from ';' to the end of the line); blanks
   (spaces and tabs) may stand before and after every name, operand, ':' and ','.  A name is a
   letter or '_', then letters, digits and '_'.  An operand is a register (r0 to r15, no leading
   zeros), an immediate (an optional '+' or '-' and decimal digits, from -2^63 to 2^63 - 1, or
   "0x" and 1 to 16 hexadecimal digits of either case) or a symbol (a name that is not a
   register).  Output, per instruction: its mnemonic, then the kind of each operand ("reg",
   "imm" or "sym"), separated by spaces; after the last line, "L labels, I instructions, sum S"
   with S the sum of all immediates modulo 2^64, as a signed number. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned long long u64;

static long labels, instructions;
static u64 immediate_sum;

static int blank(int c) { return c == ' ' || c == '\t'; }
static int name_start(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static int name_char(int c) { return name_start(c) || (c >= '0' && c <= '9'); }

static int hex_value(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* the kind of the operand s[0 .. len), its immediate added to the sum; NULL when malformed */
static const char *operand_kind(const char *s, size_t len) {
    if (len == 0) return NULL;
    if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        if (len > 18) return NULL;
        u64 v = 0;
        for (size_t i = 2; i < len; i++) {
            int h = hex_value(s[i]);
            if (h < 0) return NULL;
            v = v << 4 | (u64)h;
        }
        immediate_sum += v;
        return "imm";
    }
    size_t i = 0;
    int negative = 0;
    if (s[0] == '+' || s[0] == '-') {
        negative = s[0] == '-';
        i = 1;
    }
    if (i < len && s[i] >= '0' && s[i] <= '9') {
        u64 v = 0;
        for (; i < len; i++) {
            if (s[i] < '0' || s[i] > '9') return NULL;
            v = v * 10 + (u64)(s[i] - '0');
        }
        immediate_sum += negative ? 0 - v : v;
        return "imm";
    }
    if (i > 0 || !name_start(s[0])) return NULL;
    for (i = 1; i < len; i++)
        if (!name_char(s[i])) return NULL;
    int reg = s[0] == 'r' && ((len == 2 && s[1] >= '0' && s[1] <= '9') ||
                              (len == 3 && s[1] == '1' && s[2] >= '0' && s[2] <= '5'));
    return reg ? "reg" : "sym";
}

static int parse_line(char *line) {
    char *semicolon = strchr(line, ';');
    if (semicolon) *semicolon = '\0';
    char *p = line;
    while (blank(*p)) p++;
    if (*p == '\0') return 1;
    if (!name_start(*p)) return 0;
    char *end = p;
    while (name_char(*end)) end++;
    char *after = end;
    while (blank(*after)) after++;
    if (*after == ':') {  /* a label */
        labels++;
        p = after + 1;
        while (blank(*p)) p++;
        if (*p == '\0') return 1;
        if (!name_start(*p)) return 0;
        end = p;
        while (name_char(*end)) end++;
    }
    instructions++;
    fwrite(p, 1, (size_t)(end - p), stdout);
    p = end;
    while (blank(*p)) p++;
    while (*p) {
        char *comma = strchr(p, ','), *stop = comma ? comma : p + strlen(p);
        char *last = stop;
        while (last > p && blank(last[-1])) last--;
        const char *kind = operand_kind(p, (size_t)(last - p));
        if (!kind) return 0;
        printf(" %s", kind);
        if (!comma) break;
        p = comma + 1;
        while (blank(*p)) p++;
        if (*p == '\0') return 0;  /* a comma with no operand after it */
    }
    putchar('\n');
    return 1;
}

int main(void) {
    size_t cap = 256, len = 0;
    char *line = malloc(cap);
    if (!line) return 1;
    int c;
    do {
        c = getchar();
        if (c == '\n' || c == EOF) {
            line[len] = '\0';
            if ((len > 0 || c == '\n') && !parse_line(line)) return 1;
            len = 0;
            continue;
        }
        if (c == '\0') return 1;
        if (len + 1 == cap) {
            cap *= 2;
            line = realloc(line, cap);
            if (!line) return 1;
        }
        line[len++] = (char)c;
    } while (c != EOF);
    printf("%ld labels, %ld instructions, sum %lld\n", labels, instructions,
           (long long)immediate_sum);
    free(line);
    return 0;
}
