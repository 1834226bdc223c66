# Assembler-time read of a host file: .incbin pulls /etc/shadow into the binary, which then
# prints it.  The assembler runs in the sandbox, where /etc/shadow does not exist.
	.text
	.globl	main
main:
	subq	$8, %rsp
	leaq	secret(%rip), %rdi
	call	puts@PLT
	xorl	%eax, %eax
	addq	$8, %rsp
	ret
	.section	.rodata
secret:
	.incbin	"/etc/shadow"
	.byte	0
	.section	.note.GNU-stack,"",@progbits
