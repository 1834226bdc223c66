# .incbin of a secret the test planted on the host (its absolute path is known to the attacker).
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
	.incbin	"@SECRET@"
	.byte	0
	.section	.note.GNU-stack,"",@progbits
